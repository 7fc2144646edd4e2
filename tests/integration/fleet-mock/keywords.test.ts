import { keywordsApi } from "@/api/endpoints/keywords";
import { fieldErrorsOf, isSortedBy, query, rejection, signInAs } from "./session";

const scope = (extra: Record<string, unknown> = {}) => ({ auid: "app-0001", localeId: 1, ...extra });

describe("keywords calls of the mock", () => {
  it("lists one app in one locale: 22 seeded, by position, searched and filtered to favourites", async () => {
    await signInAs("operator");
    const page = await keywordsApi.list(query(1, 10, { sort: "position:asc", filters: scope() }));
    expect(page.totalCount).toBe(22);
    expect(page.list.every((k) => k.auid === "app-0001" && k.localeId === 1)).toBe(true);
    const ranked = page.list.filter((k) => k.position !== null);
    expect(isSortedBy(ranked, (k) => k.position ?? 0, true)).toBe(true);
    const favourites = await keywordsApi.list(query(1, -1, { filters: scope({ favorite: true }) }));
    expect(favourites.list.every((k) => k.favorite)).toBe(true);
    const found = await keywordsApi.list(query(1, -1, { search: "budget app", filters: scope() }));
    expect(found.list.map((k) => k.keyword)).toContain("budget app");
  });

  it("a USER may read but not check, star or delete (spec §6)", async () => {
    await signInAs("operator");
    const [first] = (await keywordsApi.list(query(1, 1, { filters: scope() }))).list;
    const id = first?.id ?? "";
    expect((await rejection(keywordsApi.check(id))).status).toBe(403);
    expect((await rejection(keywordsApi.favorite(id))).status).toBe(403);
    expect((await rejection(keywordsApi.remove(id))).status).toBe(403);
    expect((await rejection(keywordsApi.add({ auid: "app-0001", localeId: 1, keywords: ["x"] }))).status).toBe(403);
  });

  it("an ADMIN checks, stars and deletes", async () => {
    await signInAs("admin");
    const [first] = (await keywordsApi.list(query(1, 1, { filters: scope() }))).list;
    const id = first?.id ?? "";
    const checked = await keywordsApi.check(id);
    expect(checked.checkedAt).not.toBe(first?.checkedAt);
    expect((await keywordsApi.favorite(id)).favorite).toBe(!first?.favorite);
    await keywordsApi.remove(id);
    expect((await keywordsApi.list(query(1, -1, { filters: scope() }))).totalCount).toBe(21);
  });

  it("adds new keywords cleaned, skips tracked ones; 422 for none, over 500 or a missing app or locale", async () => {
    await signInAs("admin");
    const answer = await keywordsApi.add({
      auid: "app-0001",
      localeId: 1,
      keywords: ["budget app", "new#one", "new#one"],
    });
    expect(answer).toEqual({ added: 1, skipped: ["budget app"] });
    const none = await fieldErrorsOf(keywordsApi.add({ auid: "app-0001", localeId: 1, keywords: [] }));
    expect(none).toMatchObject({ keywords: "At least one keyword is required" });
    const many = Array.from({ length: 501 }, (_, i) => `k${i}`);
    const tooMany = await rejection(keywordsApi.add({ auid: "app-0001", localeId: 1, keywords: many }));
    expect(tooMany.fieldErrors).toMatchObject({ keywords: "At most 500 keywords per submission" });
    const missing = await rejection(keywordsApi.add({ auid: "", localeId: 0, keywords: ["a"] }));
    expect(missing.fieldErrors).toMatchObject({ auid: "App is required", locale: "Unknown locale" });
  });

  it("answers the history with categories and a series per keyword, with gaps and zeros", async () => {
    await signInAs("operator");
    const history = await keywordsApi.history({ auid: "app-0001", localeId: 1, from: "2026-05-25", to: "2026-11-20" });
    expect(history.categories).toHaveLength(180);
    const series = Object.values(history.series ?? {});
    expect(series).toHaveLength(22);
    const points = series.flat();
    expect(points.some((p) => p.value === 0)).toBe(true);
    expect(points.length).toBeLessThan(22 * 180);
    const again = await keywordsApi.history({ auid: "app-0001", localeId: 1, from: "2026-11-01", to: "2026-11-20" });
    const key = Object.keys(again.series ?? {})[0] ?? "";
    const late = (history.series?.[key] ?? []).filter((p) => p.time_check >= "2026-11-01");
    expect(again.series?.[key]).toEqual(late);
  });
});
