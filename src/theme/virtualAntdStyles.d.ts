/** The build's antd style files by theme variant (vite.config.ts, `antd-styles`); empty outside a build. */
declare module "virtual:antd-styles" {
  const urls: Record<string, string>;
  export default urls;
}
