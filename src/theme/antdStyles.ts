import urls from "virtual:antd-styles";
import type { Theme } from "@/state/ui";
import { themeVariant } from "./themeConfig";

/** The build's antd styles for `mode`, before the first render (antd reads its cache map once). */
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
