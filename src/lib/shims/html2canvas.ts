/**
 * Stands in for html2canvas, which @antv/g's ImageExporter imports to snapshot the HTML overlays of
 * a chart into an image. No page exports a chart as an image, so the exporter is never called; the
 * real library would add ~56 KB of gzip to the chart chunk. A call fails loudly.
 */
export default function html2canvas(): Promise<HTMLCanvasElement> {
  return Promise.reject(new Error("html2canvas is not bundled: chart image export is not available"));
}
