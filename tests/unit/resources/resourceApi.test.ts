import { describe, expect, it, vi } from "vitest";
import type { Paged } from "@/api/types";
import type { Server, ServerInput } from "@/api/types/servers";
import type { SmsService, SmsServiceInput } from "@/api/types/sms";
import { lazyEndpoints } from "@/registry/lazyEndpoints";
import { resourceApi, type ListQuery, type ResourceApi } from "@/registry/types";

const page = <T>(list: T[]): Paged<T> => ({ list, totalCount: list.length });
const server = { id: 1, name: "a" } as Server;

// `npm run typecheck` compiles this file: each @ts-expect-error fails the check when the
// line below it compiles, i.e. when ResourceApi lets a drifted endpoint through again.
describe("ResourceApi", () => {
  it("accepts endpoint functions of the declared row and input", () => {
    const api = resourceApi<Server, ServerInput>({
      list: (_q: ListQuery) => Promise.resolve(page([server])),
      create: (input: ServerInput) => Promise.resolve({ ...server, name: input.name }),
      update: (_id: string, input: ServerInput) => Promise.resolve({ ...server, name: input.name }),
    });
    const erased: ResourceApi = api;
    expect(typeof erased.list).toBe("function");
  });

  it("refuses a create that takes another input", () => {
    const api = resourceApi<Server, ServerInput>({
      // @ts-expect-error an SMS service body is not a server body
      create: (input: SmsServiceInput) => Promise.resolve({ ...server, name: input.name }),
    });
    expect(api.create).toBeDefined();
  });

  it("refuses an update whose body parameter is narrower than the input", () => {
    const api = resourceApi<Server, ServerInput>({
      // @ts-expect-error method syntax let this compile (bivariance); property syntax does not
      update: (_id: string, input: ServerInput & { extra: string }) =>
        Promise.resolve({ ...server, name: input.extra }),
    });
    expect(api.update).toBeDefined();
  });

  it("refuses endpoints that answer another row", () => {
    const api = resourceApi<SmsService, SmsServiceInput>({
      // @ts-expect-error a page of servers is not a page of SMS services
      list: (_q: ListQuery) => Promise.resolve(page([server])),
      // @ts-expect-error the wire row (snake_case) is not the app row
      one: (_id: string) => Promise.resolve({ id: 1, api_key: "k", is_active: true }),
    });
    expect(api.list).toBeDefined();
  });
});

// An endpoints module as src/api/endpoints has them: an object of functions per area, with more
// functions than the data provider calls.
const serversModule = {
  serversApi: {
    list: (_q: ListQuery) => Promise.resolve(page([server])),
    create: (input: ServerInput) => Promise.resolve({ ...server, name: input.name }),
    update: (_id: string | number, input: ServerInput) => Promise.resolve({ ...server, name: input.name }),
    save: (input: ServerInput) => Promise.resolve({ ...server, name: input.name }),
  },
};

describe("lazyEndpoints(…).methods", () => {
  it("loads the module on the first call only and calls the named function with the arguments", async () => {
    const load = vi.fn(() => Promise.resolve(serversModule));
    const api = resourceApi<Server, ServerInput>(
      lazyEndpoints(load).methods((m) => m.serversApi, "list", "create", "update"),
    );
    expect(load).not.toHaveBeenCalled();
    expect(Object.keys(api)).toEqual(["list", "create", "update"]);
    await expect(api.update?.("1", { name: "b" } as ServerInput)).resolves.toEqual({ ...server, name: "b" });
    await expect(api.list?.({ page: 1, size: 10, filters: {} })).resolves.toEqual(page([server]));
    // Loaded once: a later call must reach its request without waiting for another import().
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the picked functions' types for resourceApi's checks", () => {
    const endpoints = lazyEndpoints(() => Promise.resolve(serversModule));
    // @ts-expect-error a page of servers is not a page of SMS services
    const listing = resourceApi<SmsService>(endpoints.methods((m) => m.serversApi, "list"));
    // @ts-expect-error the server create takes a server body, not an SMS service body
    const creating = resourceApi<Server, SmsServiceInput>(endpoints.methods((m) => m.serversApi, "create"));
    expect([listing.list, creating.create]).toHaveLength(2);
  });

  it("names only the data provider's functions, and only ones the object has", () => {
    const endpoints = lazyEndpoints(() => Promise.resolve(serversModule));
    // @ts-expect-error save is not one of list, one, create, update and remove
    const saving = endpoints.methods((m) => m.serversApi, "list", "save");
    // @ts-expect-error the servers object has no remove
    const removing = endpoints.methods((m) => m.serversApi, "list", "remove");
    expect([saving, removing]).toHaveLength(2);
  });
});
