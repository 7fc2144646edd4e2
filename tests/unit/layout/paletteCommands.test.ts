import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Role, User } from "@/api/types";
import { LANGUAGES } from "@/config";
import {
  paletteCreates,
  palettePages,
  paletteSearchAreas,
  recordPath,
  recordTitle,
} from "@/components/palette/paletteCommands";
import { findResource, registry } from "@/registry";
import { defineResource, type ResourceDeclaration } from "@/registry/types";

const user = (...roles: Role[]): User => ({
  uuid: "u-1",
  username: "anna",
  login: "anna",
  email: "anna@example.test",
  name: "Anna",
  surname: "Smith",
  status: "ACTIVE",
  roles,
});

const names = (list: readonly ResourceDeclaration[]): string[] => list.map((r) => r.name);
const area = (name: string): ResourceDeclaration => {
  const found = findResource(name);
  if (!found) throw new Error(`no area ${name}`);
  return found;
};

/** A declaration added for one test, as a plugin would add one; taken out again after it. */
const added: ResourceDeclaration[] = [];
const declare = (declaration: ResourceDeclaration): void => {
  registry.push(declaration);
  added.push(declaration);
};
afterEach(() => {
  for (const d of added.splice(0)) registry.splice(registry.indexOf(d), 1);
});

describe("the command palette's commands", () => {
  it("go to the sidebar's pages of the user's role, never to a hidden or forbidden one", () => {
    const operator = names(palettePages(user("USER")));
    expect(operator).toEqual(expect.arrayContaining(["dashboard", "apps", "keywords", "campaign-list"]));
    for (const forbidden of ["servers", "machines", "accounts", "users", "statistic", "campaign-detail"])
      expect(operator).not.toContain(forbidden);
    expect(names(palettePages(user("ADMIN")))).not.toContain("users");
    expect(names(palettePages(user("OWNER")))).toContain("users");
    expect(palettePages(null)).toEqual([]);
    expect(palettePages({ ...user("OWNER"), status: "BANNED" })).toEqual([]);
  });

  it("offer a create its declaration asks the edit permission for only to users holding it", () => {
    declare(
      defineResource({
        name: "palette-gadgets",
        routes: { list: "/palette-gadgets" },
        meta: {},
        permissions: { view: "view:campaigns", edit: "edit:campaigns" },
        create: { label: "nav.dashboard", permission: "edit" },
      }),
    );
    declare(
      defineResource({
        name: "palette-notes",
        routes: { list: "/palette-notes" },
        meta: {},
        create: { label: "nav.dashboard" },
      }),
    );
    // USER may view campaigns but not edit them; ADMIN may do both.
    expect(names(paletteCreates(user("USER")))).toEqual(["apps", "palette-notes"]);
    expect(names(paletteCreates(user("ADMIN")))).toEqual(expect.arrayContaining(["palette-gadgets", "palette-notes"]));
    expect(names(paletteCreates(user("ADMIN")))).not.toContain("users");
    expect(names(paletteCreates(user("OWNER")))).toContain("users");
  });

  it("search the areas with a declared title whose list the user may read", () => {
    expect(names(paletteSearchAreas(user("USER")))).toEqual(["apps", "keywords", "campaign-list"]);
    expect(names(paletteSearchAreas(user("ADMIN")))).toEqual([
      "apps",
      "keywords",
      "campaign-list",
      "machines",
      "servers",
      "sms-services",
      "accounts",
      "locales",
    ]);
    expect(names(paletteSearchAreas(user("OWNER")))).toContain("users");
    // Open to every role, but its list needs view:servers, which USER lacks.
    declare(
      defineResource({
        name: "palette-racks",
        routes: { list: "/palette-racks" },
        meta: {},
        permissions: { view: "view:servers" },
        api: { list: () => Promise.resolve({ list: [], totalCount: 0 }) },
        search: { titleField: "name" },
      }),
    );
    expect(names(paletteSearchAreas(user("ADMIN_BOT")))).toEqual([
      "apps",
      "keywords",
      "campaign-list",
      "palette-racks",
    ]);
    expect(names(paletteSearchAreas(user("USER")))).toEqual(["apps", "keywords", "campaign-list"]);
  });

  it("open the record itself where its area opens one by URL, a declared path, else its list searched", () => {
    expect(recordPath(area("servers"), { id: 7, name: "pi-lviv-01" })).toBe("/servers/list?open=7");
    expect(recordPath(area("machines"), { nameMachine: "m 1&2" })).toBe("/machines?open=m+1%262");
    expect(recordPath(area("accounts"), { login: "a@b.c" })).toBe("/accounts?open=a%40b.c");
    expect(recordPath(area("users"), { uuid: "u-9", login: "anna" })).toBe("/users?open=u-9");
    expect(recordPath(area("campaign-list"), { id: 12, app: { name: "Calm Budget" } })).toBe("/campaign/detail?id=12");
    expect(recordPath(area("keywords"), { id: "k1", auid: "a1", localeId: 3, keyword: "sleep timer" })).toBe(
      "/keywords/history?auid=a1&locale=3&kw=sleep+timer",
    );
    expect(recordPath(area("sms-services"), { id: 2, name: "SMS Hub" })).toBe("/sms-service/list?open=2");
    // An area that cannot open one record by URL: its list, searched for the record's title.
    declare(
      defineResource({
        name: "palette-shelves",
        routes: { list: "/palette-shelves" },
        meta: {},
        api: { list: () => Promise.resolve({ list: [], totalCount: 0 }) },
        search: { titleField: "name" },
      }),
    );
    expect(recordPath(area("palette-shelves"), { id: 4, name: "Top shelf" })).toBe(
      "/palette-shelves?list=palette-shelves&q=Top+shelf",
    );
    expect(recordTitle(area("campaign-list"), { id: 12, app: { name: "Calm Budget" } })).toBe("Calm Budget");
    expect(recordTitle(area("servers"), { id: 7 })).toBe("");
  });

  it("name every declared create in all four languages", () => {
    const text = (lang: string, key: string): unknown => {
      const [section = "", ...rest] = key.split(".");
      const file = path.resolve(process.cwd(), "public/translations", lang, `${section}.json`);
      return rest.reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        JSON.parse(readFileSync(file, "utf8")),
      );
    };
    for (const declaration of registry.filter((r) => r.create))
      for (const lang of LANGUAGES)
        expect(typeof text(lang, declaration.create?.label ?? ""), `${lang} ${declaration.name}`).toBe("string");
  });
});
