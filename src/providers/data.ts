import simpleRest from "@refinedev/simple-rest";
import type { BaseRecord, CrudFilter, CrudSort, DataProvider, GetListParams, MetaQuery } from "@refinedev/core";
import { api } from "@/api/http";
import type { ApiDeclaration, ListQuery, ResourceApi } from "@/registry/types";

/** refine's sorters → the fixed API's `key:asc|key:desc` (first sorter wins: the API sorts by one key). */
export const toSortParam = (sorters?: CrudSort[]): string | undefined => {
  const first = sorters?.find((s) => s.field);
  return first ? `${first.field}:${first.order}` : undefined;
};

/** refine's filters → `search` plus exact-match extras such as config_id. */
export const toFilterParams = (filters?: CrudFilter[]): Pick<ListQuery, "search" | "filters"> => {
  const out: Pick<ListQuery, "search" | "filters"> = { filters: {} };
  for (const f of filters ?? []) {
    if (!("field" in f)) continue;
    const value = f.value as unknown;
    if (value === undefined || value === null || value === "") continue;
    if (f.field === "search" || f.field === "q") out.search = String(value);
    else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      out.filters[f.field] = value;
  }
  return out;
};

export const toListQuery = (params: Pick<GetListParams, "pagination" | "sorters" | "filters">): ListQuery => {
  const paged = params.pagination?.mode !== "off";
  return {
    page: paged ? (params.pagination?.currentPage ?? 1) : 1,
    size: paged ? (params.pagination?.pageSize ?? 10) : -1,
    sort: toSortParam(params.sorters),
    ...toFilterParams(params.filters),
  };
};

const missing = (resource: string, call: keyof ResourceApi): Error =>
  new Error(`Resource "${resource}" declares no ${call} call`);

/** The data provider over the registry's `api` blocks; `custom` is simple-rest on our axios. */
const signalOf = (meta: MetaQuery | undefined): AbortSignal | undefined => {
  const signal: unknown = meta?.signal;
  return signal instanceof AbortSignal ? signal : undefined;
};

export const createDataProvider = (registry: readonly ApiDeclaration[]): DataProvider => {
  // Paths stay relative: the axios instance already carries the API base URL.
  const rest = simpleRest("", api);
  const apiOf = (resource: string): ResourceApi => registry.find((r) => r.name === resource)?.api ?? {};
  const idOf = (resource: string) => registry.find((r) => r.name === resource)?.idField ?? "id";

  return {
    getApiUrl: () => "",
    getList: async <T extends BaseRecord>(params: GetListParams) => {
      const list = apiOf(params.resource).list;
      if (!list) throw missing(params.resource, "list");
      const page = await list({ ...toListQuery(params), signal: signalOf(params.meta) });
      return { data: page.list as T[], total: page.totalCount };
    },
    getOne: async <T extends BaseRecord>({
      resource,
      id,
      meta,
    }: {
      resource: string;
      id: string | number;
      meta?: MetaQuery;
    }) => {
      const one = apiOf(resource).one;
      if (!one) throw missing(resource, "one");
      // react-query aborts the signal once nobody wants the read (a newer key replaced it).
      return { data: (await one(String(id), signalOf(meta))) as T };
    },
    getMany: async <T extends BaseRecord>({ resource, ids }: { resource: string; ids: (string | number)[] }) => {
      const one = apiOf(resource).one;
      if (!one) throw missing(resource, "one");
      return { data: (await Promise.all(ids.map((id) => one(String(id))))) as T[] };
    },
    create: async <T extends BaseRecord>({ resource, variables }: { resource: string; variables: unknown }) => {
      const create = apiOf(resource).create;
      if (!create) throw missing(resource, "create");
      // The declaration's own types checked the input; refine hands the form values through untyped.
      return { data: (await create(variables as never)) as T };
    },
    update: async <T extends BaseRecord>({
      resource,
      id,
      variables,
    }: {
      resource: string;
      id: string | number;
      variables: unknown;
    }) => {
      const update = apiOf(resource).update;
      if (!update) throw missing(resource, "update");
      return { data: (await update(String(id), variables as never)) as T };
    },
    deleteOne: async <T extends BaseRecord>({ resource, id }: { resource: string; id: string | number }) => {
      const remove = apiOf(resource).remove;
      if (!remove) throw missing(resource, "remove");
      await remove(String(id));
      return { data: { [idOf(resource)]: id } as unknown as T };
    },
    custom: rest.custom,
  };
};
