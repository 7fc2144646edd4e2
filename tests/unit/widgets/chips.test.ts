import { addChips, sanitizeChip, splitInput } from "@/components/widgets/chips";

describe("sanitizeChip", () => {
  it.each([
    ["tab", "key\tword", "keyword"],
    ["newline", "key\nword", "keyword"],
    ["carriage return", "key\r\nword", "keyword"],
    ["hash", "#keyword", "keyword"],
    ["percent", "key%word", "keyword"],
    ["dollar", "key$word", "keyword"],
    ["ampersand", "key&word", "keyword"],
    ["slash", "key/word", "keyword"],
    ["all of them", "\t#k%e$y&w/o\nrd\t", "keyword"],
  ])("removes %s", (_name, input, expected) => {
    expect(sanitizeChip(input)).toBe(expected);
  });

  it("keeps other punctuation, spaces inside and case", () => {
    expect(sanitizeChip("  Best app: v2.0 (free)! ")).toBe("Best app: v2.0 (free)!");
  });
});

describe("splitInput", () => {
  it("splits on line breaks and commas and drops blank pieces", () => {
    expect(splitInput("one\ntwo,three\r\nfour,, \n\nfive")).toEqual(["one", "two", "three", "four", "five"]);
  });

  it("keeps a single piece whole", () => {
    expect(splitInput("  just one  ")).toEqual(["just one"]);
  });
});

describe("addChips", () => {
  it("appends new chips and trims them", () => {
    expect(addChips(["a"], [" b ", "c"])).toEqual({ value: ["a", "b", "c"], duplicates: [], refused: [] });
  });

  it("reports duplicates of existing chips and within the batch, case-sensitively", () => {
    expect(addChips(["a"], ["a ", "A", "b", "b"])).toEqual({
      value: ["a", "A", "b"],
      duplicates: ["a", "b"],
      refused: [],
    });
  });

  it("keeps duplicates when allowed", () => {
    expect(addChips(["a"], ["a", "a"], { allowDuplicates: true }).value).toEqual(["a", "a", "a"]);
  });

  it("refuses chips beyond the default maximum of 500", () => {
    const incoming = Array.from({ length: 501 }, (_, i) => `k${i}`);
    const result = addChips([], incoming);
    expect(result.value).toHaveLength(500);
    expect(result.refused).toEqual(["k500"]);
  });

  it("refuses chips beyond a custom maximum", () => {
    expect(addChips(["a", "b"], ["c", "d", "e"], { max: 3 })).toEqual({
      value: ["a", "b", "c"],
      duplicates: [],
      refused: ["d", "e"],
    });
  });

  it("ignores blank pieces", () => {
    expect(addChips([], ["", "   "]).value).toEqual([]);
  });
});
