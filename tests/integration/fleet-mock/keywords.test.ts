import { keywordsApi } from "@/api/endpoints/keywords";
import { fieldErrorsOf, isSortedBy, query, rejection, signInAs } from "./session";

const DAY = 86_400_000;
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const scope = (extra: Record<string, unknown> = {}) => ({ auid: "app-0001", localeId: 1, ...extra });

describe("keywords calls of the mock", () => {
  it("lists one app in one locale: 32 seeded, by position, searched and filtered to favourites", async () => {
    await signInAs("operator");
    const page = await keywordsApi.list(query(1, 10, { sort: "position:asc", filters: scope() }));
    expect(page.totalCount).toBe(32);
    expect(page.list.every((k) => k.auid === "app-0001" && k.localeId === 1)).toBe(true);
    const ranked = page.list.filter((k) => k.position !== null);
    expect(isSortedBy(ranked, (k) => k.position ?? 0, true)).toBe(true);
    const favourites = await keywordsApi.list(query(1, -1, { filters: scope({ favorite: true }) }));
    expect(favourites.list.every((k) => k.favorite)).toBe(true);
    const found = await keywordsApi.list(query(1, -1, { search: "budget app", filters: scope() }));
    expect(found.list.map((k) => k.keyword)).toContain("budget app");
  });

  it("a USER may read but not check, star or delete (ROLE-3)", async () => {
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
    expect((await keywordsApi.list(query(1, -1, { filters: scope() }))).totalCount).toBe(31);
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

  it("answers the history up to today with categories and a series per keyword, with gaps and zeros", async () => {
    await signInAs("operator");
    const today = isoDay(Date.now());
    const from = isoDay(Date.now() - 179 * DAY);
    const history = await keywordsApi.history({ auid: "app-0001", localeId: 1, from, to: today });
    expect(history.categories).toHaveLength(180);
    expect(history.categories?.at(-1)).toBe(today);
    const series = Object.values(history.series ?? {});
    expect(series).toHaveLength(32);
    const points = series.flat();
    expect(points.some((p) => p.value === 0)).toBe(true);
    expect(points.length).toBeLessThan(32 * 180);
    const weekAgo = isoDay(Date.now() - 20 * DAY);
    const again = await keywordsApi.history({ auid: "app-0001", localeId: 1, from: weekAgo, to: today });
    const key = Object.keys(again.series ?? {})[0] ?? "";
    const late = (history.series?.[key] ?? []).filter((p) => p.time_check >= weekAgo);
    expect(again.series?.[key]).toEqual(late);
  });

  it("lists each keyword at its history's last check, moved against the check before", async () => {
    await signInAs("operator");
    const today = isoDay(Date.now());
    const page = await keywordsApi.list(query(1, -1, { filters: scope() }));
    const history = await keywordsApi.history({
      auid: "app-0001",
      localeId: 1,
      from: isoDay(Date.now() - 30 * DAY),
      to: today,
    });
    for (const row of page.list) {
      const points = history.series?.[row.keyword] ?? [];
      const [before, last] = points.slice(-2);
      expect(last?.time_check.slice(0, 10)).toBe(today);
      expect(row.position).toBe(last?.value === 0 ? null : last?.value);
      const [was, is] = [before?.value ?? 0, last?.value ?? 0];
      const moved = was > 0 && is > 0 ? was - is : null;
      expect(row.positionDiff ?? null).toBe(moved);
    }
  });
});
