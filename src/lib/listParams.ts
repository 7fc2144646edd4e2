/** Query parameters of a list view; `list` names the table they belong to (several tabs share one URL). */
export const LIST_PARAMS = { table: "list", page: "page", size: "size", sort: "sort", search: "q" } as const;

export const listSearchPath = (listPath: string, tableKey: string, search: string): string =>
  `${listPath}?${new URLSearchParams({ [LIST_PARAMS.table]: tableKey, [LIST_PARAMS.search]: search }).toString()}`;
