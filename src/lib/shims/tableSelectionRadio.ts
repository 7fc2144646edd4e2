/** Stands in for antd's selection Radio (3 KB gzip): tables select with checkboxes only. Fails loudly. */
export default function Radio(): never {
  throw new Error("radio row selection is not built into the console: DataTable selects with checkboxes");
}
