/**
 * Stands in for the Radio antd's Table renders for `rowSelection.type: "radio"`. The console's
 * tables select rows with checkboxes only (DataTable sets the selection itself), and the real Radio
 * was 3 KB of gzip JS on every list page. A radio selection fails loudly.
 */
export default function Radio(): never {
  throw new Error("radio row selection is not built into the console: DataTable selects with checkboxes");
}
