import { theme, type ThemeConfig } from "antd";
import type { Theme } from "@/state/ui";

const FONT_FAMILY =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

const DARK_LINK = "#69a7ff";

// The sider and header paint their own surface, so menus stay transparent on top of it.
const components = (mode: Theme): ThemeConfig["components"] => ({
  Menu: {
    itemBg: "transparent",
    subMenuItemBg: "transparent",
    ...(mode === "dark" ? { itemSelectedColor: DARK_LINK, subMenuItemSelectedColor: DARK_LINK } : {}),
  },
  // Text on tinted surfaces one shade darker (light) or lighter (dark) than antd's, for 4.5:1.
  Tabs:
    mode === "dark"
      ? { itemSelectedColor: DARK_LINK, inkBarColor: DARK_LINK, itemHoverColor: DARK_LINK, itemActiveColor: DARK_LINK }
      : { itemHoverColor: "#0958d9" },
  Tag:
    mode === "dark"
      ? {}
      : { colorSuccess: "#237804", colorWarning: "#ad4e00", colorError: "#a8071a", colorInfo: "#0958d9" },
  // antd's hover shades fall to 3:1; these keep 4.5:1 under the pointer.
  Button:
    mode === "dark"
      ? {
          // One red for text on the page and a solid danger fill: light enough for 4.5:1 on dark surfaces.
          colorError: "#f2676a",
          colorErrorHover: "#ff8a8c",
          colorErrorActive: "#f47f81",
          dangerColor: "#141414",
          colorPrimaryHover: "#1554ad",
          colorPrimaryActive: "#15417e",
          defaultHoverColor: DARK_LINK,
          defaultHoverBorderColor: DARK_LINK,
          colorLinkHover: "#8dc5f8",
        }
      : {
          colorErrorHover: "#a8071a",
          colorPrimaryHover: "#003eb3",
          colorPrimaryActive: "#002c8c",
          defaultHoverColor: "#0958d9",
          defaultHoverBorderColor: "#0958d9",
          colorLinkHover: "#003eb3",
        },
});

/** The build's antd style files are named after these. */
export const themeVariant = (mode: Theme, reducedMotion: boolean): string =>
  `${mode}-${reducedMotion ? "still" : "motion"}`;

/** Toasts open below it so they never cover the bell or the menus. */
export const HEADER_HEIGHT = 64;

/** `reducedMotion` switches antd's motion off to match global.css. */
export const themeConfig = (mode: Theme, { reducedMotion = false }: { reducedMotion?: boolean } = {}): ThemeConfig => ({
  algorithm: mode === "dark" ? theme.darkAlgorithm : theme.defaultAlgorithm,
  token: {
    // antd's #1677ff carries white text at 4.0:1; one step darker passes WCAG AA (5.9:1).
    colorPrimary: mode === "dark" ? "#1668dc" : "#0958d9",
    // Links on the dark surfaces need a lighter blue than the buttons to reach 4.5:1.
    colorLink: mode === "dark" ? DARK_LINK : "#0958d9",
    borderRadius: 8,
    fontFamily: FONT_FAMILY,
    colorBgLayout: mode === "dark" ? "#0b0d12" : "#f4f6fa",
    // antd's defaults (45 % alpha, #ff4d4f) fall below 4.5:1; these pass WCAG AA in both themes.
    colorTextDescription: mode === "dark" ? "rgba(255,255,255,0.62)" : "rgba(0,0,0,0.6)",
    colorTextTertiary: mode === "dark" ? "rgba(255,255,255,0.62)" : "rgba(0,0,0,0.6)",
    colorError: mode === "dark" ? "#f2676a" : "#cf1322",
    motion: !reducedMotion,
  },
  components: components(mode),
});
