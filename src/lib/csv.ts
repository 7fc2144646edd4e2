import Papa from "papaparse";

/** A cell a spreadsheet would read as a formula: =, +, - or @ first (and tab or CR, its tricks). */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * A CSV file's text (issue 29): a BOM so spreadsheets read UTF-8, CRLF line ends, fields quoted
 * where needed (papaparse), and a cell that would run as a formula prefixed with `'`.
 */
export const writeCsv = (header: readonly string[], rows: readonly (readonly unknown[])[]): string => {
  const text = (value: unknown): string => {
    if (value === null || value === undefined) return "";
    const plain = typeof value === "object" ? JSON.stringify(value) : String(value as string | number | boolean);
    return FORMULA.test(plain) ? `'${plain}` : plain;
  };
  return `\uFEFF${Papa.unparse([header.map(text), ...rows.map((row) => row.map(text))], { newline: "\r\n" })}\r\n`;
};
