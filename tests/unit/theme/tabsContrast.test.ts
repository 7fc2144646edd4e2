import { theme } from "antd";
import { describe, expect, it } from "vitest";
import { themeConfig } from "@/theme/themeConfig";
import { contrast } from "../../support/contrast";

/** The surfaces tabs sit on: cards and the page (colorBgContainer / colorBgLayout). */
const SURFACES = { light: ["#ffffff", "#f4f6fa"], dark: ["#141414", "#0b0d12"] } as const;

// An unselected tab under the pressed pointer (or focused without a ring) is painted in
// itemActiveColor, so every state of the label must read at 4.5:1, not only the selected one.
describe("tab labels keep WCAG AA contrast when selected, hovered and just clicked", () => {
  for (const mode of ["light", "dark"] as const) {
    it(mode, () => {
      const config = themeConfig(mode);
      const global = theme.getDesignToken(config);
      const tabs = config.components?.Tabs ?? {};
      const states = {
        itemSelectedColor: tabs.itemSelectedColor ?? global.colorPrimary,
        itemHoverColor: tabs.itemHoverColor ?? global.colorPrimaryHover,
        itemActiveColor: tabs.itemActiveColor ?? global.colorPrimaryActive,
      };
      for (const [state, colour] of Object.entries(states)) {
        for (const surface of SURFACES[mode]) {
          expect(contrast(colour, surface), `${state} ${colour} on ${surface}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    });
  }
});
