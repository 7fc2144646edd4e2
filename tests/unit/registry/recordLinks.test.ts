import { describe, expect, it } from "vitest";
import { registry } from "@/registry";
import { recordLink, recordUrl, opensByUrl } from "@/registry/recordUrl";
import type { ResourceDeclaration } from "@/registry/types";

// An area shows one record when it declares a show view, a form that edits, a read of one, or a row
// action that opens it; each such area must be reachable by a link (the palette, Activity, toasts).
const RECORD_ACTIONS = new Set(["edit", "details", "history"]);
const showsARecord = (area: ResourceDeclaration): boolean =>
  !!area.routes.show ||
  !!area.routes.edit ||
  !!area.show ||
  !!area.api?.one ||
  (!!area.form && !!area.api?.update) ||
  !!area.table?.rowActions?.some((action) => RECORD_ACTIONS.has(action.icon));

// The log has no read of one entry: its row's drawer holds the whole entry already.
const WITHOUT_LINKS = new Set(["activity"]);

describe("links that open a record", () => {
  it("exist for every area with a record view", () => {
    const unreachable = registry
      .filter((area) => showsARecord(area) && !WITHOUT_LINKS.has(area.name) && !opensByUrl(area))
      .map((area) => area.name);
    expect(unreachable).toEqual([]);
  });

  it("exist for each business area a user opens records of", () => {
    const names = [
      "apps",
      "keywords",
      "campaign-list",
      "campaign-users-list",
      "machines",
      "servers",
      "proxies",
      "proxy-configs",
      "sms-services",
      "sms-configs",
      "accounts",
      "locales",
      "users",
    ];
    const byName = new Map(registry.map((area) => [area.name, area]));
    expect(names.filter((name) => !byName.get(name) || !opensByUrl(byName.get(name)!))).toEqual([]);
  });

  it("open a list's record by ?open=<id>, encoded", () => {
    const servers = registry.find((area) => area.name === "servers")!;
    expect(recordUrl(servers, 42)).toBe("/servers/list?open=42");
    expect(recordUrl(servers, "a b&c")).toBe("/servers/list?open=a+b%26c");
    expect(recordUrl(servers, "")).toBeUndefined();
    expect(recordUrl({ routes: { list: "/x" } }, 1)).toBeUndefined();
    expect(recordUrl({ routes: { list: "/x", show: "/x/show/:id" } }, "a/b")).toBe("/x/show/a%2Fb");
  });

  it("lead to a record's own page when it needs more than the id", () => {
    const area = (name: string) => registry.find((a) => a.name === name)!;
    expect(recordLink(area("keywords"), { id: 7, auid: "app-1", localeId: 3, keyword: "sleep sounds" })).toBe(
      "/keywords/history?auid=app-1&locale=3&kw=sleep+sounds",
    );
    expect(recordLink(area("campaign-list"), { id: 12 })).toBe("/campaign/detail?id=12");
    expect(recordLink(area("campaign-users-list"), { id: 12 })).toBe("/campaign/detail?id=12");
    expect(recordLink(area("sms-configs"), { id: 5, serviceId: 2 })).toBe("/sms-service/configs?service=2&open=5");
    expect(recordLink(area("apps"), { auid: "u-1", id: 9 })).toBe("/apps?open=u-1");
    expect(recordLink(area("locales"), { id: 15 })).toBe("/locales?open=15");
  });
});
