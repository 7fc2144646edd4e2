import { appsApi } from "@/api/endpoints/apps";
import { fieldErrorsOf, isSortedBy, query, rejection, signInAs } from "./session";

describe("apps calls of the mock", () => {
  beforeEach(() => signInAs("operator"));

  it("lists 60 seeded apps newest first, pages, searches and filters by status", async () => {
    const page = await appsApi.list(query(1, 10, { sort: "updated:desc" }));
    expect(page.totalCount).toBe(60);
    expect(page.list).toHaveLength(10);
    expect(isSortedBy(page.list, (a) => a.updated ?? "", false)).toBe(true);
    const pending = await appsApi.list(query(1, -1, { filters: { status: "PENDING" } }));
    expect(pending.list.every((a) => a.status === "PENDING")).toBe(true);
    expect(pending.totalCount).toBe(6);
    const found = await appsApi.list(query(1, 10, { search: "lessons" }));
    expect(found.list.map((a) => a.appId)).toEqual(["app.lingua.lessons"]);
  });

  it('defaults a missing rating to 0, "0", "0" (APP-1)', async () => {
    const pending = await appsApi.list(query(1, 1, { filters: { status: "PENDING" } }));
    expect(pending.list[0]?.rating).toEqual({ rating: 0, reviews: "0", installs: "0" });
  });

  it("previews any well-formed id, 404 for missing data, 400 for a malformed id", async () => {
    expect(await appsApi.preview("com.brightleaf.budget", "us_en")).toMatchObject({
      name: "Brightleaf Budget",
      publisher: "Brightleaf Labs",
    });
    expect((await appsApi.preview("com.fresh.idea", "pl_pl")).name).toBe("Fresh Idea");
    expect((await rejection(appsApi.preview("missing.app", "us_en"))).status).toBe(404);
    expect((await rejection(appsApi.preview("nodots", "us_en"))).status).toBe(400);
  });

  it("adds an app the store knows as ACTIVE; 409 for a duplicate, 400 for an unknown id, 422 for missing fields", async () => {
    const created = await appsApi.create({ appId: "com.fresh.idea", locale: "pl_pl" });
    expect(created).toMatchObject({ appId: "com.fresh.idea", locale: "pl_pl", status: "ACTIVE" });
    expect((await rejection(appsApi.create({ appId: "com.fresh.idea", locale: "pl_pl" }))).status).toBe(409);
    expect((await rejection(appsApi.create({ appId: "nodots", locale: "pl_pl" }))).status).toBe(400);
    const missing = await fieldErrorsOf(appsApi.create({ appId: "", locale: "" }));
    expect(missing).toMatchObject({ app_id: "App id is required", locale: "Locale is required" });
  });

  it("changes the default locale and deletes", async () => {
    await appsApi.updateLocale("com.brightleaf.budget", "de_de");
    const [app] = (await appsApi.list(query(1, 10, { search: "com.brightleaf.budget" }))).list;
    expect(app?.locale).toBe("de_de");
    expect(app?.details.de_de?.name).toBeTruthy();
    await appsApi.remove("app-0001");
    expect((await appsApi.list(query(1, 10, { search: "com.brightleaf.budget" }))).totalCount).toBe(0);
    expect((await rejection(appsApi.remove("app-0001"))).status).toBe(404);
  });
});
