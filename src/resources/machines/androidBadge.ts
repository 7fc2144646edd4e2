/** A badge colour per Android version 9–14: distinct from the status tags, AA with white text. */
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
