import { describe, expect, it } from "vitest";
import { ANDROID_BADGE_COLORS, androidBadgeColor } from "@/resources/machines/androidBadge";
import { contrast } from "../../support/contrast";

describe("Android version badge colours (MACH-4)", () => {
  it("defines a colour for exactly the versions 9 to 14", () => {
    expect(Object.keys(ANDROID_BADGE_COLORS).map(Number)).toEqual([9, 10, 11, 12, 13, 14]);
  });

  it("keeps the fixed map: 9 grey-blue … 14 green", () => {
    expect(ANDROID_BADGE_COLORS).toEqual({
      9: "#4a6378",
      10: "#8a5300",
      11: "#7339ab",
      12: "#1d5fbf",
      13: "#00716b",
      14: "#2c7a1f",
    });
  });

  it("gives six distinct colours", () => {
    expect(new Set(Object.values(ANDROID_BADGE_COLORS)).size).toBe(6);
  });

  it.each([9, 10, 11, 12, 13, 14])("Android %i has its colour", (version) => {
    expect(androidBadgeColor(version)).toBe(ANDROID_BADGE_COLORS[version as keyof typeof ANDROID_BADGE_COLORS]);
  });

  it.each([8, 15, 0, -1, 12.5, Number.NaN, null, undefined])(
    "an unknown version (%s) gets no colour (neutral tag)",
    (version) => {
      expect(androidBadgeColor(version)).toBeUndefined();
    },
  );

  it("keeps white text at WCAG AA contrast (4.5:1) on every badge", () => {
    for (const hex of Object.values(ANDROID_BADGE_COLORS)) expect(contrast(hex, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });
});
