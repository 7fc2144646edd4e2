import type { HttpHandler } from "msw";
import type { UserRecord } from "./db";
import { pageOf, pageQueryOf, type Table } from "./db";
import { pageOfInTasks } from "./db/paging";
import type { KeyOf } from "./db/table";
import type { Permission } from "@/registry/permissions";
import { guarded, type Guard } from "./guarded";
import { announceRecord } from "./stomp/recordEvents";
import { intQuery, numberOrNull, searchRows, type Body } from "./handlers/fleetBody";
import { fail, invalid, jsonBody, ok, okInTasks, type FieldErrors } from "./wire";

const LARGE_PAGE = 2_000;

/** The stored fields, or the 422 `errors` per field (docs/api.md). */
export type Reading<T> = { value: T } | { errors: FieldErrors };

interface CrudRoutes {
  /** GET, the paging query of docs/api.md "Lists". */
  list?: string;
  get?: string;
  create?: string;
  /** PUT, the record with its `id` in the body. */
  update?: string;
  delete?: string;
}

interface ListOptions<Row, Wire> {
  scope: (request: Request) => readonly Row[];
  search?: readonly (keyof Row & string)[] | ((row: Row) => (string | number | null)[]);
  sort?: string;
  /** Given a whole page so shared work is done once. */
  toWire?: (rows: readonly Row[]) => Wire[];
}

interface CrudOptions<Row, K extends KeyOf<Row>, Wire> extends Omit<ListOptions<Row, Wire>, "scope"> {
  path: string;
  table: Table<Row, K>;
  routes: CrudRoutes;
  permissions: { view: Guard; edit?: Guard; delete?: Guard };
  validate?: (body: Body, existing: Row | null) => Reading<Omit<Row, K>>;
  nextId?: () => Row[K];
  scope?: ListOptions<Row, Wire>["scope"];
  messages: { notFound: string; idRequired: string };
  created?: (row: Row, user: UserRecord) => void;
  updated?: (row: Row, user: UserRecord) => void;
  deleted?: (id: Row[K]) => Record<string, unknown>;
  /** the console's resource name: each update and delete is announced on its live channel to the list's readers */
  live?: string;
}

const readersOf = (guard: Guard): Permission | readonly Permission[] | null =>
  typeof guard === "function" || guard === "user" ? null : guard;

const asWire = <Row, Wire>(rows: readonly Row[]): Wire[] => rows as unknown as Wire[];

export function listHandler<Row extends object, Wire = Row>(
  path: string,
  guard: Guard,
  options: ListOptions<Row, Wire>,
): HttpHandler {
  const wire = options.toWire ?? asWire<Row, Wire>;
  return guarded("get", path, guard, async (info) => {
    const query = pageQueryOf(info.request);
    const rows = options.scope(info.request);
    const sorted = { ...query, sort: query.sort ?? options.sort };
    const search = options.search;
    const page =
      typeof search === "function"
        ? pageOf(searchRows(rows, query.search, search), { ...sorted, search: undefined })
        : rows.length > LARGE_PAGE
          ? await pageOfInTasks(rows, sorted, search)
          : pageOf(rows, sorted, search);
    // In the browser the mock shares the page's thread: a large page is handed over in separate tasks.
    if (page.list.length <= LARGE_PAGE) return ok({ list: wire(page.list), totalCount: page.totalCount });
    return okInTasks(page.list, page.totalCount, wire);
  });
}

/** 401/403 from guards, 422 bad body, 404 unknown id. */
export function crudHandlers<Row extends object, K extends KeyOf<Row>, Wire = Row>(
  options: CrudOptions<Row, K, Wire>,
): HttpHandler[] {
  const { path, table, routes, permissions, messages } = options;
  const key = table.key;
  const wire = options.toWire ?? asWire<Row, Wire>;
  const one = (row: Row): Wire => wire([row])[0];
  const asId = (n: number): Row[K] => n as Row[K];
  const edit = permissions.edit ?? permissions.view;
  const handlers: HttpHandler[] = [];
  const readers = readersOf(permissions.view);
  const announce = (type: "updated" | "deleted", id: number) => {
    if (options.live && readers) announceRecord(options.live, type, id, readers);
  };

  if (routes.list !== undefined)
    handlers.push(
      listHandler(path + routes.list, permissions.view, { ...options, scope: options.scope ?? (() => table.all()) }),
    );

  if (routes.get !== undefined)
    handlers.push(
      guarded("get", path + routes.get, permissions.view, (info) => {
        const id = intQuery(info.request, "id");
        if (id === null) return invalid({ id: messages.idRequired });
        const row = table.get(asId(id));
        return row ? ok(one(row)) : fail(404, messages.notFound);
      }),
    );

  const validate = options.validate;
  const nextId = options.nextId;
  if (routes.create !== undefined && validate && nextId)
    handlers.push(
      guarded("post", path + routes.create, edit, async (info, user) => {
        const reading = validate(await jsonBody(info.request), null);
        if ("errors" in reading) return invalid(reading.errors);
        const created = table.insert({ [key]: nextId(), ...reading.value } as Row);
        options.created?.(created, user);
        return ok(one(created), { status: 201 });
      }),
    );

  if (routes.update !== undefined && validate)
    handlers.push(
      guarded("put", path + routes.update, edit, async (info, user) => {
        const body = await jsonBody(info.request);
        const id = numberOrNull(body, "id");
        if (id === null) return invalid({ id: messages.idRequired });
        const existing = table.get(asId(id));
        if (!existing) return fail(404, messages.notFound);
        const reading = validate(body, existing);
        if ("errors" in reading) return invalid(reading.errors);
        const updated = table.update(asId(id), () => ({ [key]: id, ...reading.value }) as Row) ?? existing;
        options.updated?.(updated, user);
        announce("updated", id);
        return ok(one(updated));
      }),
    );

  if (routes.delete !== undefined)
    handlers.push(
      guarded("delete", path + routes.delete, permissions.delete ?? edit, (info) => {
        const id = intQuery(info.request, "id");
        if (id === null) return invalid({ id: messages.idRequired });
        if (!table.remove(asId(id))) return fail(404, messages.notFound);
        const extra = options.deleted?.(asId(id));
        announce("deleted", id);
        return ok({ id, ...extra });
      }),
    );

  return handlers;
}
