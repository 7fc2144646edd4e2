import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { toPaged } from "@/api/types";
import { server } from "@/mocks/node";
import { apiPath } from "@/mocks/wire";
import { createDataProvider } from "@/providers/data";
import type { ListQuery, ResourceApi, ResourceDeclaration } from "@/registry/types";

const declaration = (name: string, api: ResourceApi, idField?: string): ResourceDeclaration => ({
  name,
  routes: { list: `/${name}` },
  meta: {},
  api,
  idField,
});

const fullApi = () => ({
  list: vi.fn(async (_q: ListQuery) => toPaged({ list: [{ login: "a" }, { login: "b" }], total_count: 12 }, (r) => r)),
  one: vi.fn(async (id: string) => ({ login: id })),
  create: vi.fn(async (body: object) => ({ login: "new", ...body })),
  update: vi.fn(async (id: string, body: object) => ({ login: id, ...body })),
  remove: vi.fn(async (_id: string) => undefined),
});

describe("data provider over the declarations' api blocks", () => {
  it("getList hands the ListQuery to api.list and answers { data, total }", async () => {
    const api = fullApi();
    const provider = createDataProvider([declaration("accounts", api)]);
    const answer = await provider.getList({
      resource: "accounts",
      pagination: { currentPage: 2, pageSize: 5, mode: "server" },
      sorters: [{ field: "login", order: "desc" }],
      filters: [{ field: "search", operator: "contains", value: "a" }],
    });
    expect(api.list).toHaveBeenCalledWith({ page: 2, size: 5, sort: "login:desc", search: "a", filters: {} });
    expect(answer).toEqual({ data: [{ login: "a" }, { login: "b" }], total: 12 });
  });

  it("getOne, create, update and deleteOne call the declared functions with the id as text", async () => {
    const api = fullApi();
    const provider = createDataProvider([declaration("accounts", api, "login")]);
    expect(await provider.getOne({ resource: "accounts", id: 7 })).toEqual({ data: { login: "7" } });
    expect(api.one).toHaveBeenCalledWith("7", undefined);
    // react-query's signal, spread into meta by refine, reaches the read so a stale one is aborted.
    const signal = new AbortController().signal;
    await provider.getOne({ resource: "accounts", id: 8, meta: { signal } });
    expect(api.one).toHaveBeenLastCalledWith("8", signal);
    expect(await provider.create({ resource: "accounts", variables: { name: "x" } })).toEqual({
      data: { login: "new", name: "x" },
    });
    expect(api.create).toHaveBeenCalledWith({ name: "x" });
    expect(await provider.update({ resource: "accounts", id: 3, variables: { name: "y" } })).toEqual({
      data: { login: "3", name: "y" },
    });
    expect(api.update).toHaveBeenCalledWith("3", { name: "y" });
    // deleteOne answers the deleted id under the declared id field, which refine uses to drop the row.
    expect(await provider.deleteOne({ resource: "accounts", id: 9 })).toEqual({ data: { login: 9 } });
    expect(api.remove).toHaveBeenCalledWith("9");
  });

  it("getMany asks api.one for each id", async () => {
    const api = fullApi();
    const provider = createDataProvider([declaration("accounts", api)]);
    expect(await provider.getMany?.({ resource: "accounts", ids: [1, "b"] })).toEqual({
      data: [{ login: "1" }, { login: "b" }],
    });
    expect(api.one.mock.calls).toEqual([["1"], ["b"]]);
  });

  it("throws a clear error naming the resource and the missing call", async () => {
    const provider = createDataProvider([declaration("keywords", { list: fullApi().list })]);
    await expect(provider.getOne({ resource: "keywords", id: 1 })).rejects.toThrow(
      'Resource "keywords" declares no one call',
    );
    await expect(provider.create({ resource: "keywords", variables: {} })).rejects.toThrow(
      'Resource "keywords" declares no create call',
    );
    await expect(provider.update({ resource: "keywords", id: 1, variables: {} })).rejects.toThrow(
      'Resource "keywords" declares no update call',
    );
    await expect(provider.deleteOne({ resource: "keywords", id: 1 })).rejects.toThrow(
      'Resource "keywords" declares no remove call',
    );
    await expect(provider.getList({ resource: "nowhere" })).rejects.toThrow('Resource "nowhere" declares no list call');
  });

  it("finds declarations added to the registry after it was created", async () => {
    const registry: ResourceDeclaration[] = [];
    const provider = createDataProvider(registry);
    const api = fullApi();
    registry.push(declaration("late", api));
    expect((await provider.getList({ resource: "late" })).total).toBe(12);
  });

  it("custom goes through simple-rest on the app's axios instance, with a path relative to the API base", async () => {
    const seen: { path: string; day: string | null; credentials: RequestCredentials }[] = [];
    server.use(
      http.get(apiPath("/probe/stats"), ({ request }) => {
        const url = new URL(request.url);
        seen.push({ path: url.pathname, day: url.searchParams.get("day"), credentials: request.credentials });
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const provider = createDataProvider([]);
    expect(provider.getApiUrl()).toBe("");
    const answer = await provider.custom?.({ url: "/probe/stats", method: "get", query: { day: 3 } });
    expect(seen).toEqual([{ path: "/api/probe/stats", day: "3", credentials: "include" }]);
    expect(answer?.data).toEqual({ data: { ok: true } });
  });
});
