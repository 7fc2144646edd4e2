import { request } from "@/api/http";
import { accounts } from "@/mocks/db/accounts";
import { localesApi } from "@/api/endpoints/locales";
import { allLocaleChoices, standardLocaleChoices } from "@/api/types/locales";
import { apps } from "@/mocks/db/apps";
import { proxyConfigs } from "@/mocks/db/proxies";
import { smsCountries } from "@/mocks/db/sms";
import { ALL, fieldErrorsOf, query, rejection, signInAs } from "./session";

const countsOf = async (code: string, type = "STANDARD") => {
  const all = await localesApi.listWithCounts(ALL);
  const locale = all.list.find((l) => l.code === code && l.type === type);
  if (!locale) throw new Error(`no locale ${code}`);
  return locale.counts;
};

describe("locales", () => {
  it("lists locales to any active user, in order, filterable by type", async () => {
    await signInAs("operator");
    const page = await localesApi.list(query(1, 5));
    expect(page.totalCount).toBe(20);
    expect(page.list.map((l) => l.position)).toEqual([1, 2, 3, 4, 5]);
    expect((await localesApi.all("TEST")).every((l) => l.type === "TEST")).toBe(true);
    expect((await localesApi.list(query(1, -1, { search: "german" }))).list.map((l) => l.code)).toEqual([
      "de_de",
      "at_de",
      "de_de",
    ]);
  });

  it("names seeded locales in the asker's language (Accept-Language); a name an admin typed stays", async () => {
    await signInAs("admin");
    await localesApi.create({ type: "STANDARD", language: "fi", country: "fi", name: "Suomi (Finland)" });
    document.documentElement.lang = "uk";
    try {
      const names = (await localesApi.all()).map((l) => l.name);
      expect(names).toContain("Англійська (Сполучені Штати)");
      expect(names).toContain("Тест: Польська (Польща)");
      expect(names).toContain("Suomi (Finland)");
      document.documentElement.lang = "pl";
      expect((await localesApi.all()).map((l) => l.name)).toContain("Ukraiński (Ukraina)");
    } finally {
      document.documentElement.lang = "";
    }
    expect((await localesApi.all()).map((l) => l.name)).toContain("Ukrainian (Ukraine)");
  });

  it("offers STANDARD choices by name for accounts and apps, and TEST ones too for proxy and SMS", async () => {
    await signInAs("admin");
    const all = await localesApi.all();
    const standard = standardLocaleChoices(all);
    expect(standard.every((l) => l.type === "STANDARD")).toBe(true);
    expect(standard.map((l) => l.name)).toEqual([...standard.map((l) => l.name)].sort((a, b) => a.localeCompare(b)));
    expect(allLocaleChoices(all)).toHaveLength(all.length);
  });

  it("adds a locale with lower-cased language and country; requires all three fields", async () => {
    await signInAs("admin");
    const created = await localesApi.create({
      type: "STANDARD",
      language: "KO",
      country: "KR",
      name: "Korean (South Korea)",
    });
    expect(created).toMatchObject({ id: 21, language: "ko", country: "kr", code: "kr_ko", position: 21 });
    const error = await rejection(localesApi.create({ type: "STANDARD", language: "", country: "", name: "" }));
    expect(error.fieldErrors).toEqual({
      language: "Language is required",
      country: "Country is required",
      name: "Name is required",
    });
    expect(
      (await rejection(localesApi.create({ type: "STANDARD", language: "en", country: "us", name: "Again" }))).status,
    ).toBe(409);
  });

  it("reorders locales", async () => {
    await signInAs("owner");
    const ordered = await localesApi.reorder([15, 14]);
    expect(ordered.slice(0, 3).map((l) => l.id)).toEqual([15, 14, 1]);
    expect((await localesApi.list(query(1, 2))).list.map((l) => l.code)).toEqual(["ua_uk", "pl_pl"]);
  });

  it("keeps writes to ADMIN and OWNER", async () => {
    await signInAs("operator");
    const error = await rejection(localesApi.reorder([2, 1]));
    expect(error.status).toBe(403);
  });

  it("counts, per locale, the apps with details in it, their keywords, its proxy configs and SMS countries", async () => {
    await signInAs("admin");
    const page = await localesApi.listWithCounts(ALL);
    expect(page.totalCount).toBe(20);
    expect(page.list.map((l) => l.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // Apps and keywords differ per locale (34 apps and 719 keywords in us_en, 16 and 327 in pl_pl).
    // Accounts: every seeded account counted under its locale (id 1 us_en, 14 pl_pl, 6 at_de).
    const accountsIn = (id: number) => accounts.filter((a) => a.locale_id === id).length;
    expect(await countsOf("us_en")).toEqual({
      apps: 34,
      keywords: 719,
      accounts: accountsIn(1),
      proxyConfigs: 2,
      smsCountries: 3,
    });
    expect(await countsOf("pl_pl")).toEqual({
      apps: 16,
      keywords: 327,
      accounts: accountsIn(14),
      proxyConfigs: 1,
      smsCountries: 2,
    });
    // A TEST locale shares its code with a STANDARD one, but apps are only added in STANDARD ones (LOC-8).
    expect(await countsOf("us_en", "TEST")).toEqual({
      apps: 0,
      keywords: 0,
      accounts: 0,
      proxyConfigs: 1,
      smsCountries: 0,
    });
    expect(await countsOf("at_de")).toEqual({
      apps: 0,
      keywords: 0,
      accounts: accountsIn(6),
      proxyConfigs: 0,
      smsCountries: 0,
    });
    expect(accountsIn(1) + accountsIn(14) + accountsIn(6)).toBeGreaterThan(0);

    // Every app detail, proxy config and SMS country is counted once, under one locale.
    const sum = (key: "apps" | "proxyConfigs" | "smsCountries") => page.list.reduce((n, l) => n + l.counts[key], 0);
    expect(sum("apps")).toBe(apps.all().reduce((n, a) => n + Object.keys(a.details).length, 0));
    expect(sum("proxyConfigs")).toBe(proxyConfigs.count());
    expect(sum("smsCountries")).toBe(smsCountries.count());
  });

  it("counts what is there now: a removed SMS country and proxy config leave the counts", async () => {
    await signInAs("owner");
    const before = await countsOf("de_de");
    smsCountries.removeWhere((c) => c.country_code === "DE");
    proxyConfigs.removeWhere((c) => c.id === 3);
    expect(await countsOf("de_de")).toEqual({
      ...before,
      smsCountries: before.smsCountries - 2,
      proxyConfigs: before.proxyConfigs - 1,
    });
  });

  it("pages and searches the counted list like the plain one", async () => {
    await signInAs("admin");
    const page = await localesApi.listWithCounts(query(2, 5));
    expect(page.list.map((l) => l.position)).toEqual([6, 7, 8, 9, 10]);
    const found = await localesApi.listWithCounts(query(1, -1, { search: "polish" }));
    expect(found.list.map((l) => l.name)).toEqual(["Polish (Poland)", "Test: Polish (Poland)"]);
  });

  it("keeps the counts to ADMIN and OWNER; the plain list stays open to every user", async () => {
    await signInAs("operator");
    expect((await rejection(localesApi.listWithCounts(ALL))).status).toBe(403);
    expect((await localesApi.list(ALL)).totalCount).toBe(20);
    await signInAs("robot");
    expect((await rejection(localesApi.listWithCounts(ALL))).status).toBe(403);
  });

  it.each(["operator", "robot"] as const)("refuses a new locale and a new order to %s (403)", async (login) => {
    await signInAs(login);
    const create = await rejection(
      localesApi.create({ type: "STANDARD", language: "ko", country: "kr", name: "Korean (South Korea)" }),
    );
    expect(create.status).toBe(403);
    expect((await rejection(localesApi.reorder([3, 2, 1]))).status).toBe(403);
    expect((await localesApi.list(query(1, 3))).list.map((l) => l.id)).toEqual([1, 2, 3]);
  });

  it("answers 422 for a reorder without a list of ids or with unknown ones, and for an unknown type", async () => {
    await signInAs("admin");
    const noIds = await fieldErrorsOf(request("PATCH", "/locales/reorder", { data: { order: [1, 2] } }));
    expect(noIds).toEqual({ ids: "A list of locale ids is required" });
    const notNumbers = await rejection(request("PATCH", "/locales/reorder", { data: { ids: ["a", 2] } }));
    expect(notNumbers.status).toBe(422);
    const unknown = await fieldErrorsOf(localesApi.reorder([2, 99, 98]));
    expect(unknown).toEqual({ ids: "Unknown locales: 99, 98" });
    const type = await fieldErrorsOf(
      request("PUT", "/locales/", { data: { type: "BETA", language: "ko", country: "kr", name: "Korean" } }),
    );
    expect(type).toEqual({ type: "Type must be STANDARD or TEST" });
    expect((await localesApi.list(query(1, 3))).list.map((l) => l.id)).toEqual([1, 2, 3]);
  });

  it("answers the whole order after a reorder, every position from 1", async () => {
    await signInAs("admin");
    const ids = (await localesApi.all()).map((l) => l.id).reverse();
    const answer = await localesApi.reorder(ids);
    expect(answer.map((l) => l.id)).toEqual(ids);
    expect(answer.map((l) => l.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
