/**
 * Stands in for papaparse, which @refinedev/core imports for useImport and useExport (CSV files):
 * nothing here uses either (the accounts' import and export are the API's own), and refine's
 * single-file build keeps the parser (~6 KB of gzip) on every signed-in page (issue 31). A call
 * fails loudly.
 */
const unavailable = (): never => {
  throw new Error("papaparse is not bundled: refine's useImport and useExport are not available");
};

export default { parse: unavailable, unparse: unavailable };
