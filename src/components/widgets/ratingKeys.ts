export type StarFill = "full" | "half" | "empty";

export const clampStar = (star: number, countStars: number): number => Math.min(countStars, Math.max(1, star));

/** The star a key moves to; arrows step from the whole star on their side of a half (3.5 → 4 or 3). */
export const ratingKeyTarget = (key: string, value: number, countStars: number): number | undefined => {
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return clampStar(Math.floor(value) + 1, countStars);
    case "ArrowLeft":
    case "ArrowDown":
      return clampStar(Math.ceil(value) - 1, countStars);
    case "Home":
      return 1;
    case "End":
      return countStars;
    default:
      return undefined;
  }
};

/** Whole stars are what a user can enter; halves only appear when displaying a stored average. */
export const displayedRating = (value: number, allowHalf: boolean): number =>
  allowHalf ? Math.round(value * 2) / 2 : Math.round(value);

export const starFill = (star: number, shown: number): StarFill => {
  if (star <= shown) return "full";
  if (star - 0.5 <= shown) return "half";
  return "empty";
};

export const formatRating = (value: number): string => String(Math.round(value * 10) / 10);
