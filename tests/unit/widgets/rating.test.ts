import { clampStar, displayedRating, formatRating, ratingKeyTarget, starFill } from "@/components/widgets/ratingKeys";

describe("ratingKeyTarget", () => {
  it.each([
    ["ArrowRight", 3, 4],
    ["ArrowUp", 3, 4],
    ["ArrowLeft", 3, 2],
    ["ArrowDown", 3, 2],
    ["ArrowRight", 5, 5],
    ["ArrowUp", 5, 5],
    ["ArrowLeft", 1, 1],
    ["ArrowDown", 1, 1],
    ["ArrowRight", 0, 1],
    ["ArrowLeft", 0, 1],
    ["ArrowRight", 3.5, 4],
    ["ArrowLeft", 3.5, 3],
    ["Home", 4, 1],
    ["End", 2, 5],
  ])("%s from %d → %d of 5", (key, from, expected) => {
    expect(ratingKeyTarget(key, from, 5)).toBe(expected);
  });

  it("End goes to countStars", () => {
    expect(ratingKeyTarget("End", 1, 10)).toBe(10);
  });

  it("ignores other keys", () => {
    expect(ratingKeyTarget("a", 3, 5)).toBeUndefined();
  });
});

describe("rating display", () => {
  it("clamps to 1..countStars", () => {
    expect([clampStar(0, 5), clampStar(6, 5), clampStar(3, 5)]).toEqual([1, 5, 3]);
  });

  it("rounds to halves only when halves are allowed", () => {
    expect(displayedRating(3.4, true)).toBe(3.5);
    expect(displayedRating(3.4, false)).toBe(3);
    expect(displayedRating(3.5, false)).toBe(4);
  });

  it("fills stars full, half and empty", () => {
    expect([1, 2, 3, 4, 5].map((star) => starFill(star, 3.5))).toEqual(["full", "full", "full", "half", "empty"]);
  });

  it("formats with one decimal at most", () => {
    expect([formatRating(3.5), formatRating(4), formatRating(3.46)]).toEqual(["3.5", "4", "3.5"]);
  });
});
