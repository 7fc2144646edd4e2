import { describe, expect, it } from "vitest";
import { themeConfig } from "@/theme/themeConfig";
import { contrast } from "../../support/contrast";

const WHITE = "#ffffff";
/** The surfaces buttons sit on: cards and dialogs (antd's colorBgContainer / colorBgElevated). */
const SURFACE = { light: "#ffffff", dark: "#1f1f1f" } as const;

describe("buttons keep WCAG AA contrast (4.5:1) under the pointer and when pressed", () => {
  for (const mode of ["light", "dark"] as const) {
    const button = themeConfig(mode).components?.Button ?? {};
    const token = (name: keyof typeof button): string => String(button[name]);

    it(`${mode}: white text on the hovered and pressed primary fills`, () => {
      for (const fill of ["colorPrimaryHover", "colorPrimaryActive"] as const) {
        expect(contrast(token(fill), WHITE), fill).toBeGreaterThanOrEqual(4.5);
      }
    });

    // One red is the text of an outlined danger button (Stop, Delete) and the fill of a solid one.
    it(`${mode}: danger red as text on the surface and as a fill under its text, at rest and hovered`, () => {
      const red = button.colorError ?? themeConfig(mode).token?.colorError ?? "";
      const onFill = button.dangerColor ?? WHITE;
      for (const [name, colour] of [
        ["colorError", red],
        ["colorErrorHover", token("colorErrorHover")],
      ] as const) {
        expect(contrast(colour, SURFACE[mode]), `${name} text`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(colour, onFill), `${name} fill`).toBeGreaterThanOrEqual(4.5);
      }
    });

    it(`${mode}: hovered default and link buttons' text on the surface`, () => {
      for (const text of ["defaultHoverColor", "colorLinkHover"] as const) {
        expect(contrast(token(text), SURFACE[mode]), text).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
