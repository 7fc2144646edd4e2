import { cleanNumberText, numberProblem, parseNumberText, stripLeadingZeros } from "@/lib/numberText";

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
  it("keeps what was typed but spaces and leading zeros", () => {
    expect(cleanNumberText("1a2.3.4b")).toBe("1a2.3.4b");
    expect(cleanNumberText(" 007.5 ")).toBe("7.5");
    expect(cleanNumberText("-05")).toBe("-5");
  });
});

describe("numberProblem", () => {
  it.each([
    ["1.5", { integer: true }, { kind: "integer" }],
    ["-1", { min: 0 }, { kind: "min", min: 0 }],
    ["1e400", {}, { kind: "number" }],
    ["1e4", {}, { kind: "number" }],
    ["0x10", {}, { kind: "number" }],
    ["Infinity", {}, { kind: "number" }],
    ["12345678901234567890", { integer: true }, { kind: "max", max: Number.MAX_SAFE_INTEGER }],
    ["31", { integer: true, min: 1, max: 30 }, { kind: "max", max: 30 }],
    ["30", { integer: true, min: 1, max: 30 }, null],
    ["2.5", {}, null],
  ])("%j with %j → %j", (text, limits, problem) => {
    expect(numberProblem(text, limits)).toEqual(problem);
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
    ["1e400", null],
    ["abc", null],
  ])("%j → %j", (input, expected) => {
    expect(parseNumberText(input)).toBe(expected);
  });
});
