import { cleanNumberText, parseNumberText, stripLeadingZeros } from "@/components/widgets/numberText";

describe("stripLeadingZeros", () => {
  it.each([
    ["007", "7"],
    ["0.5", "0.5"],
    ["00.5", "0.5"],
    ["0", "0"],
    ["000", "0"],
    ["0010", "10"],
    ["100", "100"],
    ["0007.20", "7.20"],
    ["-007", "-7"],
    ["-0.5", "-0.5"],
    [".5", ".5"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(stripLeadingZeros(input)).toBe(expected);
  });
});

describe("cleanNumberText", () => {
  it("drops everything but digits and the first decimal point", () => {
    expect(cleanNumberText("1a2.3.4b")).toBe("12.34");
  });

  it("drops the point when decimals are not allowed", () => {
    expect(cleanNumberText("007.5", { allowDecimal: false })).toBe("75");
  });

  it("keeps a leading minus only when negatives are allowed", () => {
    expect(cleanNumberText("-05")).toBe("5");
    expect(cleanNumberText("-05", { allowNegative: true })).toBe("-5");
  });
});

describe("parseNumberText", () => {
  it.each([
    ["7", 7],
    ["0.5", 0.5],
    ["-3", -3],
    ["", null],
    ["-", null],
    [".", null],
  ])("%j → %j", (input, expected) => {
    expect(parseNumberText(input)).toBe(expected);
  });
});
