import { afterEach, describe, expect, it, vi } from "vitest";
import { loadLanguageBundles, translationUrl } from "@/providers/i18nLoader";
import { createTranslationFetch } from "./translationFetchStub";

// SHELL-21: the fixed list used when a language has no readable index. Written out, not read from
// TRANSLATION_SECTIONS (src/config.ts): a change of the app's list must fail against the rule's.
const SPEC_FALLBACK_SECTIONS = [
  "def",
  "auth",
  "nav",
  "notifications",
  "topbar",
  "dashboard",
  "apps",
  "keywords",
  "feedback",
  "campaigns",
  "machines",
  "servers",
  "proxy",
  "sms-service",
  "locale",
  "accounts",
  "faq-api",
  "users",
  "profile",
  "error",
  "table",
];

const sectionsRequested = (requested: string[], lang: string): string[] =>
  requested
    .filter((p) => p.startsWith(`${lang}/`) && !p.endsWith("/index.json"))
    .map((p) => p.slice(lang.length + 1, -5));

describe("translation loader", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("fetches static files from the app base, not the API host", () => {
    const url = new URL(translationUrl("ua", "sms-service.json"));
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe("/translations/ua/sms-service.json");
  });

  it("reads the index first, then requests every listed section in parallel", async () => {
    const stub = createTranslationFetch({
      holdSections: true,
      files: { "ru/index.json": { sections: ["auth", "nav", "table"] } },
    });
    vi.stubGlobal("fetch", stub.fetch);

    const loading = loadLanguageBundles("ru");
    await vi.waitFor(() => expect(stub.requested).toHaveLength(4));

    expect(stub.requested[0]).toBe("ru/index.json");
    expect(sectionsRequested(stub.requested, "ru")).toEqual(["auth", "nav", "table"]);
    // Every section request is in flight before any section response arrives.
    expect(stub.answered).toEqual(["ru/index.json"]);

    stub.release();
    const { bundles, failed } = await loading;
    expect(Object.keys(bundles).sort()).toEqual(["auth", "nav", "table"]);
    expect(failed).toEqual([]);
  });

  it("uses the fixed list of 21 sections when the index is missing", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const stub = createTranslationFetch({ missing: ["pl/index.json"] });
    vi.stubGlobal("fetch", stub.fetch);

    await loadLanguageBundles("pl");

    expect(sectionsRequested(stub.requested, "pl")).toEqual(SPEC_FALLBACK_SECTIONS);
    expect(SPEC_FALLBACK_SECTIONS).toHaveLength(21);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("pl/index.json"), expect.anything());
  });

  it("uses the fixed list when the index is not a section list", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const stub = createTranslationFetch({ files: { "ua/index.json": { sections: "auth" } } });
    vi.stubGlobal("fetch", stub.fetch);

    await loadLanguageBundles("ua");

    expect(sectionsRequested(stub.requested, "ua")).toEqual(SPEC_FALLBACK_SECTIONS);
  });

  it("logs a failed section and reports it without failing the others", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const stub = createTranslationFetch({
      files: { "en/index.json": { sections: ["auth", "table"] }, "en/table.json": { no_data: "No data" } },
      fail: ["en/auth.json"],
    });
    vi.stubGlobal("fetch", stub.fetch);

    const { bundles, failed } = await loadLanguageBundles("en");

    expect(failed).toEqual(["auth"]);
    expect(bundles).toEqual({ table: { no_data: "No data" } });
    expect(error).toHaveBeenCalledWith(expect.stringContaining("en/auth.json"), expect.any(Error));
  });
});
