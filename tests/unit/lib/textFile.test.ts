import { describe, expect, it, vi } from "vitest";
import { TEXT_FILE_CHUNK_BYTES, TEXT_FILE_MAX_BYTES, looksBinary, readTextFile } from "@/lib/textFile";

const file = (parts: BlobPart[], name = "list.txt") => new File(parts, name, { type: "text/plain" });
const lines = { format: "lines", maxLines: 100, extensions: [".txt"] } as const;
const csv = { format: "csv", maxLines: 100, extensions: [".csv"] } as const;

describe("readTextFile", () => {
  it("reads one value per line, LF and CRLF alike, without the BOM and blank lines", async () => {
    const result = await readTextFile(file(["\uFEFFfirst\r\nsecond\n\n  \r\nthird"]), lines);
    expect(result).toEqual({ kind: "read", records: [["first"], ["second"], ["third"]] });
  });

  it("keeps commas and quotes of a line as text in the lines format", async () => {
    const result = await readTextFile(file(['"Great", said she, "really"\nplain']), lines);
    expect(result).toEqual({ kind: "read", records: [['"Great", said she, "really"'], ["plain"]] });
  });

  it("splits a CSV on commas and keeps a quoted comma and quoted line break inside its cell", async () => {
    const text = '\uFEFFcat,"dog, big",mouse\r\n"two\r\nlines",last\r\n';
    const result = await readTextFile(file([text], "words.csv"), csv);
    expect(result).toEqual({
      kind: "read",
      records: [
        ["cat", "dog, big", "mouse"],
        ["two\r\nlines", "last"],
      ],
    });
  });

  it("refuses a name with another ending before reading it", async () => {
    const big = file(["x"], "photo.png");
    const slice = vi.spyOn(big, "slice");
    expect(await readTextFile(big, lines)).toEqual({ kind: "refused", reason: "wrong_type" });
    expect(slice).not.toHaveBeenCalled();
  });

  it("refuses a file over the size cap from its size alone, without reading a byte", async () => {
    const huge = file(["x"]);
    Object.defineProperty(huge, "size", { value: TEXT_FILE_MAX_BYTES + 1 });
    const slice = vi.spyOn(huge, "slice");
    expect(await readTextFile(huge, lines)).toEqual({
      kind: "refused",
      reason: "too_big",
      size: TEXT_FILE_MAX_BYTES + 1,
      max: TEXT_FILE_MAX_BYTES,
    });
    expect(slice).not.toHaveBeenCalled();
    expect(await readTextFile(file(["12345"]), { ...lines, maxBytes: 4 })).toMatchObject({ reason: "too_big" });
    expect(await readTextFile(file(["1234"]), { ...lines, maxBytes: 4 })).toMatchObject({ kind: "read" });
  });

  it("refuses more non-blank lines than the cap and takes exactly the cap", async () => {
    const text = Array.from({ length: 101 }, (_, i) => `line ${i}`).join("\n");
    expect(await readTextFile(file([text]), lines)).toEqual({ kind: "refused", reason: "too_many_lines", max: 100 });
    const hundred = await readTextFile(file([text + "\n\n"]), { ...lines, maxLines: 101 });
    expect(hundred.kind === "read" && hundred.records.length).toBe(101);
  });

  it("stops reading at the line cap instead of reading the rest of the file", async () => {
    const text = "word\n".repeat(TEXT_FILE_CHUNK_BYTES); // five chunks
    const big = file([text]);
    const slice = vi.spyOn(big, "slice");
    expect(await readTextFile(big, { ...lines, maxLines: 10 })).toMatchObject({ reason: "too_many_lines" });
    expect(slice).toHaveBeenCalledTimes(1);
  });

  it("reads in chunks and keeps a line and a character that straddle two chunks whole", async () => {
    // Two-byte letters from the start, so a chunk boundary falls inside one of them.
    const line = "Отличное приложение, рекомендую всем";
    const text = Array.from({ length: 5000 }, (_, i) => `${i} ${line}`).join("\n");
    const source = file([text]);
    const slice = vi.spyOn(source, "slice");
    const result = await readTextFile(source, { ...lines, maxLines: 10_000 });
    expect(slice.mock.calls.length).toBeGreaterThan(2);
    expect(result.kind === "read" && result.records.map((r) => r[0])).toEqual(text.split("\n"));
  });

  it("keeps a quoted CSV cell that straddles two chunks whole", async () => {
    const filler = "a,".repeat(TEXT_FILE_CHUNK_BYTES / 2 - 3);
    const text = `${filler}"x, y\nz",end\nlast`;
    const result = await readTextFile(file([text], "w.csv"), { ...csv, maxLines: 10 });
    expect(result.kind === "read" && result.records.slice(-2)).toEqual([
      [...Array.from({ length: TEXT_FILE_CHUNK_BYTES / 2 - 3 }, () => "a"), "x, y\nz", "end"],
      ["last"],
    ]);
  });

  it("refuses binary content: NUL bytes, invalid UTF-8, many control characters", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await readTextFile(file([png], "renamed.txt"), lines)).toEqual({ kind: "refused", reason: "not_text" });
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]); // "café" in Latin-1
    expect(await readTextFile(file([latin1]), lines)).toEqual({ kind: "refused", reason: "not_text" });
    const controls = "ab\x01\x02\x03\x04cd\x05\x06\x07\x08\x0e\x0f";
    expect(await readTextFile(file([controls]), lines)).toEqual({ kind: "refused", reason: "not_text" });
    // UTF-16 text: every other byte is NUL.
    const utf16 = new Uint8Array([0xff, 0xfe, 0x61, 0, 0x62, 0]);
    expect(await readTextFile(file([utf16]), lines)).toEqual({ kind: "refused", reason: "not_text" });
  });

  it("refuses binary content found only in a later chunk", async () => {
    const text = new TextEncoder().encode("ok\n".repeat(TEXT_FILE_CHUNK_BYTES));
    expect(await readTextFile(file([text, new Uint8Array([0, 1, 2, 0])]), { ...lines, maxLines: 1e6 })).toEqual({
      kind: "refused",
      reason: "not_text",
    });
  });

  it("reads an empty file as no records", async () => {
    expect(await readTextFile(file([]), lines)).toEqual({ kind: "read", records: [] });
  });
});

describe("looksBinary", () => {
  it("takes ordinary text with tabs and line ends, and a rare control character", () => {
    expect(looksBinary("a\tb\r\nc\fd")).toBe(false);
    expect(looksBinary(`${"text ".repeat(100)}\x07`)).toBe(false);
    expect(looksBinary("")).toBe(false);
  });

  it("refuses a NUL anywhere and a high share of control characters", () => {
    expect(looksBinary(`${"text ".repeat(1000)}\u0000`)).toBe(true);
    expect(looksBinary("\x01\x02\x03abc")).toBe(true);
  });
});
