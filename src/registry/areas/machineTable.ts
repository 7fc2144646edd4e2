import type { TableSort } from "@/state/ui";

/**
 * Table settings shared by the declaration and the list. The mock sorts on any wire field; these
 * are the columns whose order means something to an operator.
 */
export const MACHINE_SORTABLE = [
  "nameMachine",
  "account",
  "recoveryLogin",
  "status",
  "typeAndroid",
  "versionAndroid",
  "created",
  "updated",
] as const;

/** Most recently changed machines first: the ones an operator is usually looking for. */
export const MACHINE_DEFAULT_SORT: TableSort = { key: "updated", asc: false };
