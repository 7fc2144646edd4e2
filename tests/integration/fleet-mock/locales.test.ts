import { localesApi } from "@/api/endpoints/locales";
import { allLocaleChoices, standardLocaleChoices } from "@/api/types/locales";
import { query, rejection, signInAs } from "./session";

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
});
