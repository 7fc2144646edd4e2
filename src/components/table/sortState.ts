import type { TableSort } from "@/state/ui";

export type { TableSort };

/** An empty key means "not sorted"; `asc` is irrelevant then but kept for the stored shape. */
export const NO_SORT: TableSort = { key: "", asc: true };

type AriaSort = "ascending" | "descending" | "none";
type AntdSortOrder = "ascend" | "descend" | null;

export const isSorted = (sort: TableSort): boolean => sort.key !== "";

/** Another column starts ascending, the same one flips; no click returns to "none" (the clear control does). */
export const nextSort = (current: TableSort, clickedKey: string): TableSort =>
  current.key === clickedKey ? { key: clickedKey, asc: !current.asc } : { key: clickedKey, asc: true };

export const clearSort = (): TableSort => ({ ...NO_SORT });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A stored sort may be stale or malformed; anything unusable falls back to the default. */
export const resolveStoredSort = (
  stored: unknown,
  allowed: readonly string[],
  fallback: TableSort = NO_SORT,
): TableSort => {
  if (!isRecord(stored)) return { ...fallback };
  const { key, asc } = stored;
  if (typeof key !== "string" || key === "" || !allowed.includes(key)) return { ...fallback };
  return { key, asc: asc !== false };
};

export const toWireSort = (sort: TableSort): string | undefined =>
  isSorted(sort) ? `${sort.key}:${sort.asc ? "asc" : "desc"}` : undefined;

export const ariaSortFor = (sort: TableSort, columnKey: string): AriaSort => {
  if (sort.key !== columnKey) return "none";
  return sort.asc ? "ascending" : "descending";
};

export const antdSortOrderFor = (sort: TableSort, columnKey: string): AntdSortOrder => {
  if (sort.key !== columnKey) return null;
  return sort.asc ? "ascend" : "descend";
};
