import Papa from "papaparse";

/** A formula start to a spreadsheet: =, +, - or @ (and tab or CR, its tricks). */
const FORMULA = /^[=+\-@\t\r]/;

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** `'` prefixes only a formula start that is not a number: `-3` stays a number, `=HYPERLINK(…)` text. */
export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const plain = typeof value === "object" ? JSON.stringify(value) : String(value as string | boolean);
  return FORMULA.test(plain) && !NUMBER.test(plain) ? `'${plain}` : plain;
};

/** A BOM so spreadsheets read UTF-8, CRLF line ends, quoting by papaparse. */
export const writeCsv = (header: readonly string[], rows: readonly (readonly unknown[])[]): string =>
  `\uFEFF${Papa.unparse([header.map(csvCell), ...rows.map((row) => row.map(csvCell))], { newline: "\r\n" })}\r\n`;
