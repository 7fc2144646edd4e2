import type { FieldErrors } from "../wire";

/** A field of the wrong type reads as missing, which validation then reports. */
export type Body = Record<string, unknown>;

export const has = (body: Body, key: string): boolean => key in body && body[key] !== undefined;

export const text = (body: Body, key: string): string => {
  const value = body[key];
  return typeof value === "string" ? value.trim() : "";
};

export const textOrNull = (body: Body, key: string): string | null => text(body, key) || null;

/** No hex, binary or exponent forms. */
const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/** Numbers may arrive as numeric strings from form inputs. */
export const numberOrNull = (body: Body, key: string): number | null => {
  const value = body[key];
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && DECIMAL.test(value.trim())) return Number(value);
  return null;
};

export const flag = (body: Body, key: string, fallback: boolean): boolean => {
  const value = body[key];
  if (typeof value === "boolean") return value;
  if (value === "true") return true;
  if (value === "false") return false;
  return fallback;
};

export const record = (body: Body, key: string): Body => {
  const value = body[key];
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Body) : {};
};

export const records = (body: Body, key: string): Body[] => {
  const value = body[key];
  return Array.isArray(value)
    ? value.filter((v): v is Body => typeof v === "object" && v !== null && !Array.isArray(v))
    : [];
};

/** Free-form params keep only scalar values, as the API stores them. */
export const scalars = (body: Body, key: string): Record<string, string | number | boolean | null> => {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [k, v] of Object.entries(record(body, key))) {
    if (v === null || typeof v === "string" || typeof v === "number" || typeof v === "boolean") out[k] = v;
  }
  return out;
};

export const queryOf = (request: Request): URLSearchParams => new URL(request.url).searchParams;

/** Absent, empty or not an integer reads as null. */
export const intQuery = (request: Request, key: string): number | null => {
  const value = queryOf(request).get(key);
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  return DECIMAL.test(value.trim()) && Number.isInteger(n) ? n : null;
};

export const required = (errors: FieldErrors, key: string, value: unknown, message: string): void => {
  if (value === null || value === undefined || value === "") errors[key] = message;
};

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/** The 422 of docs/api.md "Text limits"; dotted paths read nested objects. */
export const checkLengths = (errors: FieldErrors, body: Body, limits: Readonly<Record<string, number>>): void => {
  for (const [path, max] of Object.entries(limits)) {
    const value = path
      .split(".")
      .reduce<unknown>((v, k) => (typeof v === "object" && v !== null ? (v as Body)[k] : undefined), body);
    if (typeof value === "string" && value.trim().length > max && !errors[path])
      errors[path] = `Must have at most ${max} characters`;
  }
};

export const searchRows = <T>(
  rows: readonly T[],
  search: string | undefined,
  fields: (row: T) => (string | number | null)[],
): T[] => {
  const needle = search?.trim().toLowerCase() ?? "";
  if (!needle) return [...rows];
  return rows.filter((row) => fields(row).some((v) => v !== null && String(v).toLowerCase().includes(needle)));
};

/** `{ ids: [...] }` or a bare list (both assumed, docs/api.md); `bare` takes only the list. */
export const idList = async (request: Request, { bare = false } = {}): Promise<number[] | null> => {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return null;
  }
  const ids: unknown = Array.isArray(body)
    ? body
    : !bare && typeof body === "object" && body !== null
      ? (body as { ids?: unknown }).ids
      : undefined;
  return Array.isArray(ids) && ids.every((id) => Number.isInteger(id)) ? [...new Set(ids as number[])] : null;
};
