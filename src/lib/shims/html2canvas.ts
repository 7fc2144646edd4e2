/** Stands in for html2canvas: no chart is exported as an image (~56 KB gzip saved). A call fails loudly. */
export default function html2canvas(): Promise<HTMLCanvasElement> {
  return Promise.reject(new Error("html2canvas is not bundled: chart image export is not available"));
}
