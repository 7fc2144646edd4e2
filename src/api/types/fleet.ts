import { ApiError } from "@/api/errors";

/** The resource layer's ListQuery, kept here so the API client does not depend on the React layer. */
export interface ListRequest {
  page: number;
  size: number;
  sort?: string;
  search?: string;
  filters?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

export type WireParams = Record<string, string | number | boolean>;

export const toSnakeCase = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const toCamelCase = (key: string): string => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** App field names to the API's snake_case; `renames` for the fields that are not plain snake_case. */
export const listParams = (q: ListRequest, renames: Readonly<Record<string, string>> = {}): WireParams => {
  const wireKey = (key: string): string => renames[key] ?? toSnakeCase(key);
  const params: WireParams = { page: q.page, size: q.size };
  const search = q.search?.trim();
  if (search) params.search = search;
  if (q.sort) {
    const [key = "", direction = "asc"] = q.sort.split(":");
    if (key) params.sort = `${wireKey(key)}:${direction}`;
  }
  for (const [key, value] of Object.entries(q.filters ?? {})) {
    if (value !== undefined && value !== null && value !== "") params[wireKey(key)] = value;
  }
  return params;
};

const appFieldPath = (wireKey: string, renames: Readonly<Record<string, string>>): string =>
  renames[wireKey] ?? wireKey.split(".").map(toCamelCase).join(".");

/** Puts each 422 message under the form's own field name ("api_key" → "apiKey"). */
export const withAppFieldErrors = async <T>(
  call: Promise<T>,
  renames: Readonly<Record<string, string>> = {},
): Promise<T> => {
  try {
    return await call;
  } catch (e) {
    if (!(e instanceof ApiError) || !e.fieldErrors) throw e;
    const fieldErrors = Object.fromEntries(
      Object.entries(e.fieldErrors).map(([key, text]) => [appFieldPath(key, renames), text]),
    );
    throw new ApiError(e.message, {
      kind: e.kind,
      status: e.status,
      serverMessage: e.serverMessage,
      fieldErrors,
      code: e.code,
      cause: e.cause,
    });
  }
};

/** Accounts and proxies mark "no machine" with the literal text NULL on the wire. */
export const NO_MACHINE = "NULL";
export const machineNameOrNull = (value: string | null | undefined): string | null =>
  value && value !== NO_MACHINE ? value : null;

export const numericId = (id: string | number): number => (typeof id === "number" ? id : Number(id));

/** Only fields with a value travel, so an update may send one field (the server merges). */
export const presentFields = <T extends object>(fields: T): { [K in keyof T]?: NonNullable<T[K]> } =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
