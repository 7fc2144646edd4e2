import Papa from "papaparse";

export const TEXT_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Per step: each read is a task of its own, so a file at the cap never makes a long task (over 50 ms). */
export const TEXT_FILE_CHUNK_BYTES = 64 * 1024;

const CONTROL_SHARE_MAX = 0.05;
// Tab, line feed, form feed and carriage return are text; the other C0 controls and DEL are not.
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
const isControl = (code: number): boolean => (code < 0x20 && !TEXT_CONTROLS.has(code)) || code === 0x7f;

export interface TextFileOptions {
  /** "by_name": csv for a .csv name, else lines. */
  format: "lines" | "csv" | "by_name";
  /** most non-blank lines a file may hold; a longer file is refused, not cut */
  maxLines: number;
  maxBytes?: number;
  /** accepted name endings, lower case with the dot; empty takes any name */
  extensions?: readonly string[];
}

export type TextFileRefusal =
  | { reason: "wrong_type" }
  | { reason: "too_big"; size: number; max: number }
  | { reason: "too_many_lines"; max: number }
  | { reason: "not_text" }
  | { reason: "unreadable" };

export type TextFileResult = { kind: "read"; records: string[][] } | ({ kind: "refused" } & TextFileRefusal);

const refused = (refusal: TextFileRefusal): TextFileResult => ({ kind: "refused", ...refusal });

export const hasExtension = (name: string, extensions: readonly string[] = []): boolean =>
  extensions.length === 0 || extensions.some((ext) => name.toLowerCase().endsWith(ext));

/** FileReader where Blob.arrayBuffer is missing (older engines, jsdom). */
const readBytes = (blob: Blob): Promise<ArrayBuffer> => {
  if (typeof blob.arrayBuffer === "function") return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsArrayBuffer(blob);
  });
};

/** An image, an archive, a UTF-16 file. */
export const looksBinary = (text: string): boolean => {
  if (text.includes("\u0000")) return true;
  let controls = 0;
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) controls++;
  return text.length > 0 && controls / text.length > CONTROL_SHARE_MAX;
};

const isBlank = (record: readonly string[]): boolean => record.every((cell) => cell.trim() === "");

/** We decode the chunks ourselves: papaparse breaks characters split across chunks. */
export const readTextFile = async (
  file: Blob & { name?: string },
  options: TextFileOptions,
): Promise<TextFileResult> => {
  const { format, maxLines, maxBytes = TEXT_FILE_MAX_BYTES, extensions = [] } = options;
  if (!hasExtension(file.name ?? "", extensions)) return refused({ reason: "wrong_type" });
  if (file.size > maxBytes) return refused({ reason: "too_big", size: file.size, max: maxBytes });

  // fatal: invalid UTF-8 throws instead of turning into U+FFFD.
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const lines = format === "lines" || (format === "by_name" && !hasExtension(file.name ?? "", [".csv"]));
  // "lines": a NUL delimiter keeps each line whole; LF ends it and a CR before it is trimmed (mixed endings).
  let parser: Papa.Parser | null = null;
  const records: string[][] = [];
  let pending = "";

  for (let start = 0; ; start += TEXT_FILE_CHUNK_BYTES) {
    const last = start + TEXT_FILE_CHUNK_BYTES >= file.size;
    let text: string;
    try {
      text = decoder.decode(await readBytes(file.slice(start, start + TEXT_FILE_CHUNK_BYTES)), { stream: !last });
    } catch (error) {
      return refused({ reason: error instanceof TypeError ? "not_text" : "unreadable" });
    }
    if (looksBinary(text)) return refused({ reason: "not_text" });
    const input = pending + text;
    parser ??= new Papa.Parser({
      delimiter: lines ? "\u0000" : ",",
      newline: lines || !input.includes("\r\n") ? "\n" : "\r\n",
      fastMode: lines ? true : undefined,
    });
    // ignoreLastRow: the last row may go on in the next chunk; it is parsed again with it.
    const result = parser.parse(input, 0, !last) as Papa.ParseResult<string[]> & { meta: { cursor: number } };
    for (const row of result.data) {
      const record = row.map((cell, i) => (i === row.length - 1 ? cell.replace(/\r$/, "") : cell));
      if (isBlank(record)) continue;
      if (records.length >= maxLines) return refused({ reason: "too_many_lines", max: maxLines });
      records.push(record);
    }
    if (last) return { kind: "read", records };
    pending = input.slice(result.meta.cursor);
  }
};
