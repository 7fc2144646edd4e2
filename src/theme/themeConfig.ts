import { theme, type ThemeConfig } from "antd";
import type { Theme } from "@/state/ui";

const FONT_FAMILY =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

// The sider and header paint their own surface, so menus stay transparent on top of it.
const components: ThemeConfig["components"] = {
  Menu: { itemBg: "transparent", subMenuItemBg: "transparent" },
};

/** antd theme for a mode; only the page background differs beyond antd's algorithms. */
export const themeConfig = (mode: Theme): ThemeConfig => ({
  algorithm: mode === "dark" ? theme.darkAlgorithm : theme.defaultAlgorithm,
  token: {
    colorPrimary: "#1677ff",
    borderRadius: 8,
    fontFamily: FONT_FAMILY,
    colorBgLayout: mode === "dark" ? "#0b0d12" : "#f4f6fa",
  },
  components,
});
