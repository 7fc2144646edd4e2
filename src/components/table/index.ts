export { DataTable, type DataTableProps } from "./DataTable";
export { TablePagination } from "./TablePagination";
export { TableSkeleton } from "./TableSkeleton";
export type { TableState } from "./useTableState";
export * from "./pagination";
export * from "./sortState";
