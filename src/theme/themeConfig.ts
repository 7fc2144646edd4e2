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
    // the open group holding the current page is titled in the selected colour too
    ...(mode === "dark" ? { itemSelectedColor: DARK_LINK, subMenuItemSelectedColor: DARK_LINK } : {}),
  },
  // Text on tinted surfaces: one shade darker (light) or lighter (dark) than antd's defaults, so
  // tab labels, tags and danger buttons keep 4.5:1 while icons and fills keep the usual hues.
  // itemActiveColor paints a pressed tab; light's hover shade (antd's 4.2:1) is one step darker.
  Tabs:
    mode === "dark"
      ? { itemSelectedColor: DARK_LINK, inkBarColor: DARK_LINK, itemHoverColor: DARK_LINK, itemActiveColor: DARK_LINK }
      : { itemHoverColor: "#0958d9" },
  Tag:
    mode === "dark"
      ? {}
      : { colorSuccess: "#237804", colorWarning: "#ad4e00", colorError: "#a8071a", colorInfo: "#0958d9" },
  // antd lightens buttons on hover, to white-on-blue at 3:1; these hover and press shades keep
  // 4.5:1 for a button under the pointer as well (text on the fill, or on the page for default ones).
  Button:
    mode === "dark"
      ? {
          // One red serves as text on the page (outlined Stop, Delete) and as the fill of a solid
          // danger button: light enough for 4.5:1 on the dark surfaces, so the fill carries dark text.
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

/** The four themes themeConfig makes, by name: the build's antd style files are named after them. */
export const themeVariant = (mode: Theme, reducedMotion: boolean): string =>
  `${mode}-${reducedMotion ? "still" : "motion"}`;

/** The top bar's height; toasts open below it so they never cover the bell or the menus. */
export const HEADER_HEIGHT = 64;

/** antd theme for a mode; `reducedMotion` switches antd's motion off to match global.css. */
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
    // Secondary texts and error messages at antd's defaults (45 % alpha, #ff4d4f) fall below
    // 4.5:1; these values keep the look and pass WCAG AA in both themes.
    colorTextDescription: mode === "dark" ? "rgba(255,255,255,0.62)" : "rgba(0,0,0,0.6)",
    colorTextTertiary: mode === "dark" ? "rgba(255,255,255,0.62)" : "rgba(0,0,0,0.6)",
    colorError: mode === "dark" ? "#f2676a" : "#cf1322",
    motion: !reducedMotion,
  },
  components: components(mode),
});
