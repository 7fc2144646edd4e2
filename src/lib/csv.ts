import Papa from "papaparse";

/** What a spreadsheet would read as the start of a formula: =, +, - or @ (and tab or CR, its tricks). */
const FORMULA = /^[=+\-@\t\r]/;

/** A plain decimal number as a spreadsheet reads one ("-3", "+2.5", "1e3"): it stays as it is. */
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * A cell as the file holds it: a number as it is, anything else as text, prefixed with `'` only
 * where a spreadsheet would evaluate it (a formula start that is not a number), so `-3` stays a
 * number and `=HYPERLINK(…)` stays text.
 */
export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const plain = typeof value === "object" ? JSON.stringify(value) : String(value as string | boolean);
  return FORMULA.test(plain) && !NUMBER.test(plain) ? `'${plain}` : plain;
};

/**
 * A CSV file's text (issue 29): a BOM so spreadsheets read UTF-8, CRLF line ends, fields quoted
 * where needed (papaparse), and a cell that would run as a formula prefixed with `'`.
 */
export const writeCsv = (header: readonly string[], rows: readonly (readonly unknown[])[]): string =>
  `\uFEFF${Papa.unparse([header.map(csvCell), ...rows.map((row) => row.map(csvCell))], { newline: "\r\n" })}\r\n`;
