import type { QueryClient } from "@tanstack/react-query";
import type { LookupDeclaration, ResourceDeclaration } from "@/registry/types";

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === "object" && value !== null && !Array.isArray(value);

/** refine's cached answers of a resource: `{ data: row }` of a read, `{ data: rows }` of a list. */
const rowsOf = (answer: unknown): Row[] => {
  if (!isRow(answer)) return [];
  const data = answer.data;
  if (Array.isArray(data)) return data.filter(isRow);
  return isRow(data) ? [data] : [];
};

export const recordAmong = (
  answers: readonly (readonly [unknown, unknown])[],
  id: string | number,
  idField: string,
) => {
  for (const [, answer] of answers) {
    const row = rowsOf(answer).find((r) => String(r[idField]) === String(id));
    if (row) return row;
  }
  return undefined;
};

export const recordIn = (queryClient: QueryClient, resource: string, id: string | number, idField: string) =>
  recordAmong(queryClient.getQueriesData({ queryKey: ["data", "default", resource] }), id, idField);

const valueAt = (row: Row | undefined, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => (isRow(value) ? value[key] : undefined), row);

/** Fields that name a record when its declaration names none. */
const NAME_FIELDS = ["name", "login", "title", "keyword", "host", "code"];

/** A record's name in the log: its declared name field, a usual one, or its first column; kept for deleted records. */
export const auditedRecordLabel = (
  declared: ResourceDeclaration | LookupDeclaration,
  data: Row | undefined,
  before: Row | undefined,
): string | null => {
  const table = declared.table;
  const fields = [table?.nameField, ...NAME_FIELDS, table?.columns?.[0]?.key].filter((f): f is string => !!f);
  for (const field of fields) {
    for (const row of [data, before]) {
      const value = valueAt(row, field);
      if (typeof value === "string" && value.trim()) return value.trim().slice(0, 120);
      if (typeof value === "number") return String(value);
    }
  }
  return null;
};

export const idsOf = (value: unknown): (string | number)[] =>
  Array.isArray(value)
    ? value.filter((id): id is string | number => typeof id === "string" || typeof id === "number")
    : [];
