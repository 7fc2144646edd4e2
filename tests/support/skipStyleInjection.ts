import { createRequire } from "node:module";

/**
 * antd's CSS-in-JS writes one <style> per component into <head> and looks the existing ones up on
 * every registration; in jsdom each lookup walks a slow live collection and every insert is parsed
 * as CSS, which was more than half of a page test's time. jsdom has no layout and the setup
 * replaces getComputedStyle with inline styles, so nothing a test asserts reads those sheets: the
 * style is still generated (antd's hash classes stay) but never attached. Real CSS is checked in the
 * browser suite.
 *
 * antd and @ant-design/cssinjs are loaded by node (not inlined by vite), so the patch goes on the
 * CommonJS module they share, which they read at each call.
 */
export const skipStyleInjection = (): void => {
  const dynamicCss = createRequire(import.meta.url)("rc-util/lib/Dom/dynamicCSS") as Record<string, unknown>;
  dynamicCss.updateCSS = () => document.createElement("style");
  dynamicCss.removeCSS = () => undefined;
};
