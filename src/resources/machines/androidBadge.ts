/**
 * Each Android major version from 9 to 14 has its own badge colour. Fixed hex values rather than
 * antd presets: the six must stay distinct from each other and from the status tags, and each is
 * dark enough for white text to pass WCAG AA in both themes.
 */
export const ANDROID_BADGE_COLORS = {
  9: "#4a6378", // grey-blue
  10: "#8a5300", // amber
  11: "#7339ab", // purple
  12: "#1d5fbf", // blue
  13: "#00716b", // teal
  14: "#2c7a1f", // green
} as const satisfies Readonly<Record<number, string>>;

export const androidBadgeColor = (version: number | null | undefined): string | undefined =>
  (ANDROID_BADGE_COLORS as Readonly<Record<number, string>>)[version ?? Number.NaN];
