import { TABLE } from "@/config";

export const PAGE_SIZES: readonly number[] = TABLE.pageSizes;
export const ALL_PAGE_SIZE: number = TABLE.allPageSize;
export const DEFAULT_PAGE_SIZE: number = TABLE.defaultPageSize;

interface RangeInfo {
  start: number;
  end: number;
  total: number;
}

interface NavState {
  first: boolean;
  prev: boolean;
  next: boolean;
  last: boolean;
}

export const isPageSize = (value: unknown): value is number => typeof value === "number" && PAGE_SIZES.includes(value);

const isAllPageSize = (size: number): boolean => size === ALL_PAGE_SIZE;

/** Never below 1, so an empty table still has a page to sit on. */
export const lastPage = (size: number, total: number): number => {
  if (isAllPageSize(size) || size <= 0 || total <= 0) return 1;
  return Math.ceil(total / size);
};

export const clampPage = (page: number, size: number, total: number): number =>
  Math.min(Math.max(1, Math.floor(page)), lastPage(size, total));

export const rangeText = (page: number, size: number, total: number): RangeInfo => {
  if (total <= 0) return { start: 0, end: 0, total: 0 };
  if (isAllPageSize(size)) return { start: 1, end: total, total };
  const current = clampPage(page, size, total);
  return { start: (current - 1) * size + 1, end: Math.min(current * size, total), total };
};

export const navState = (page: number, size: number, total: number): NavState => {
  const last = lastPage(size, total);
  const current = clampPage(page, size, total);
  const back = current > 1;
  const forward = current < last;
  return { first: back, prev: back, next: forward, last: forward };
};

export const controlsHidden = (size: number, total: number): boolean => isAllPageSize(size) || total <= size;
