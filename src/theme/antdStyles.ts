import urls from "virtual:antd-styles";
import type { Theme } from "@/state/ui";
import { themeVariant } from "./themeConfig";

/**
 * Loads the build's antd styles for `mode` (vite.config.ts, `antd-styles`) and resolves once they
 * apply, or failed: antd reads the file's cache map once, at its first style, so this must come
 * before the first render. A failed file costs nothing but the time: antd then writes its styles
 * itself. The link goes first in <head>, where antd puts its own styles: the app's CSS comes
 * later and wins a tie, as it does against antd's style tags.
 */
export function loadAntdStyles(
  mode: Theme,
  reducedMotion: boolean,
  byVariant: Record<string, string> = urls,
): Promise<void> {
  const href = byVariant[themeVariant(mode, reducedMotion)];
  if (!href) return Promise.resolve();
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  const settled = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
  });
  document.head.prepend(link);
  return settled;
}
