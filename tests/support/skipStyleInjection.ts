import { createRequire } from "node:module";
import type { ReactNode } from "react";

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
  const load = createRequire(import.meta.url);
  const dynamicCss = load("rc-util/lib/Dom/dynamicCSS") as Record<string, unknown>;
  dynamicCss.updateCSS = () => document.createElement("style");
  dynamicCss.removeCSS = () => undefined;
  // Registering a component's style (keeping its cache entry, counting its users) was still about
  // a tenth of the suite's CPU time with nothing attached; the hook's wrapper only adds an empty
  // element beside the component, so the component alone is rendered.
  const register = load("@ant-design/cssinjs/lib/hooks/useStyleRegister") as Record<string, unknown>;
  register.default = () => (node: ReactNode) => node;
};
