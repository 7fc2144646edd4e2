import { describe, expect, it } from "vitest";
import type { Paged } from "@/api/types";
import type { Server, ServerInput } from "@/api/types/servers";
import type { SmsService, SmsServiceInput } from "@/api/types/sms";
import { resourceApi, type ListQuery, type ResourceApi } from "@/resources/types";

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
