export { DataTable, type DataTableProps } from "./DataTable";
export { TablePagination, type TablePaginationProps } from "./TablePagination";
export { TableSkeleton, type TableSkeletonProps } from "./TableSkeleton";
export { useTableState, type TableState, type TableStateOptions } from "./useTableState";
export * from "./pagination";
export * from "./sortState";
export { VIRTUAL_ROW_THRESHOLD } from "./virtualLayout";
export { CellText, type CellTextProps } from "./CellText";
