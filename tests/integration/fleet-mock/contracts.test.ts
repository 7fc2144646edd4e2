import { localesApi } from "@/api/endpoints/locales";
import { machinesApi } from "@/api/endpoints/machines";
import { proxiesApi, proxyConfigsApi } from "@/api/endpoints/proxies";
import { serversApi } from "@/api/endpoints/servers";
import { smsCountriesApi, smsMessagesApi, smsNumbersApi, smsServicesApi } from "@/api/endpoints/sms";
import { listParams, type ListRequest } from "@/api/types/fleet";
import { toServerBody } from "@/api/types/servers";
import type { ListQuery, ResourceApi } from "@/registry/types";
import { dedikInput } from "../../support/serverFixtures";

describe("fleet client contracts", () => {
  it("endpoint objects plug into resource declarations' api blocks", () => {
    // Compile-time: tsc fails here when a signature drifts from ResourceApi or ListQuery.
    const blocks: ResourceApi[] = [
      machinesApi,
      serversApi,
      proxiesApi,
      proxyConfigsApi,
      smsServicesApi,
      smsCountriesApi,
      smsNumbersApi,
      smsMessagesApi,
      localesApi,
    ];
    const fromResource: ListQuery = { page: 1, size: 10, filters: {} };
    const accepted: ListRequest = fromResource;
    expect(blocks.every((b) => typeof b.list === "function")).toBe(true);
    expect(accepted.size).toBe(10);
  });

  it("turns app sort and filter names into the wire's snake_case", () => {
    expect(
      listParams({
        page: 2,
        size: 25,
        sort: "nameMachine:desc",
        search: " rpi ",
        filters: { serverId: 3, status: "", configId: 0 },
      }),
    ).toEqual({
      page: 2,
      size: 25,
      sort: "name_machine:desc",
      search: "rpi",
      server_id: 3,
      config_id: 0,
    });
    expect(listParams({ page: 1, size: 10, sort: "proxyType:asc" }, { proxyType: "type" }).sort).toBe("type:asc");
  });

  it("sends temporary disk ids (10000 and up) as null and keeps stored ones", () => {
    const input = dedikInput();
    input.disks = [{ ...input.disks[0]!, id: 7 }, input.disks[1]!];
    const body = toServerBody({ ...input, id: 5 });
    expect(body.id).toBe(5);
    expect(body.disks.map((d) => d.id)).toEqual([7, null]);
    expect(body.server_params.update_link).toBe(input.serverParams.updateLink);
    expect("id" in toServerBody(input)).toBe(false);
  });
});
