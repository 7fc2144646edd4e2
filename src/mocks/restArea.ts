import type { HttpHandler } from "msw";
import { crudHandlers, type Reading } from "./crudHandlers";
import { table } from "./db/table";
import type { Guard } from "./guarded";
import type { Body } from "./handlers/fleetBody";
import type { FieldErrors } from "./wire";

export interface RestRow {
  id: number;
  [field: string]: string | number | boolean | null;
}

interface Stored {
  id: number;
}

export interface RestAreaOptions {
  path: string;
  seed: readonly RestRow[];
  permissions: { view: Guard; edit?: Guard; delete?: Guard };
  /** fields a create or update must fill; the message is "<field> is required" */
  required?: readonly string[];
  search?: readonly string[];
}

/** A whole mock area in one call (docs/resources.md): a seeded table behind the five calls of `restApi`. */
export const restArea = (options: RestAreaOptions): HttpHandler[] => {
  const first = options.seed[0];
  if (!first) throw new Error(`restArea ${options.path} needs at least one seeded row to know its fields`);
  const fields = Object.keys(first).filter((key) => key !== "id");
  // Stored as the mock's tables are, keyed by id; the other fields are the seed's.
  const rows = table<Stored, "id">({
    name: options.path.replace(/^\//, ""),
    version: 1,
    key: "id",
    seed: () => options.seed.map((row) => ({ ...row })),
  });
  const read = (body: Body, existing: Stored | null): Reading<Omit<Stored, "id">> => {
    const value: Record<string, unknown> = {};
    const errors: FieldErrors = {};
    for (const field of fields) {
      const given = body[field] ?? (existing as RestRow | null)?.[field] ?? null;
      const kind = typeof first[field];
      value[field] = given === null || typeof given === kind || first[field] === null ? given : null;
      const empty = value[field] === null || (typeof value[field] === "string" && !String(value[field]).trim());
      if (options.required?.includes(field) && empty) errors[field] = `${field} is required`;
    }
    return Object.keys(errors).length > 0 ? { errors } : { value };
  };
  // A list's filters are its fields: `?kind=disk` keeps the rows whose kind is "disk".
  const scope = (request: Request): Stored[] => {
    const query = new URL(request.url).searchParams;
    const wanted = fields.filter((field) => query.has(field));
    return rows.filter((row) => wanted.every((field) => String((row as RestRow)[field]) === query.get(field)));
  };
  return crudHandlers({
    path: options.path,
    table: rows,
    scope,
    routes: { list: "/list", get: "/", create: "/add", update: "/update", delete: "" },
    permissions: options.permissions,
    search: (row) =>
      (options.search ?? fields.filter((f) => typeof first[f] === "string")).map(
        (field) => (row as RestRow)[field] as string | null,
      ),
    validate: read,
    nextId: () => Math.max(0, ...rows.all().map((row) => row.id)) + 1,
    messages: { notFound: "Not found", idRequired: "id is required" },
  });
};
