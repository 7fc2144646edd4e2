import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import dayjs from "dayjs";
import { createI18nProvider, SIGN_IN_SECTIONS } from "@/providers/i18n";
import { useUiStore } from "@/state/ui";
import { createTranslationFetch } from "./translationFetchStub";

// First load: the sign-in page fetches only the sections it shows; the rest follow
// after sign-in, without fetching a section twice.
describe("i18n sections by scope", () => {
  beforeEach(() => useUiStore.setState({ language: "en" }));
  afterEach(() => {
    vi.unstubAllGlobals();
    dayjs.locale("en");
  });

  it("the sign-in scope fetches def, auth and error only, without the index", async () => {
    const stub = createTranslationFetch();
    vi.stubGlobal("fetch", stub.fetch);
    const provider = createI18nProvider(undefined, { scope: "sign-in" });

    await provider.init("ua");

    expect(SIGN_IN_SECTIONS).toEqual(["def", "auth", "error"]);
    expect([...stub.requested].sort()).toEqual(
      ["en/auth.json", "en/def.json", "en/error.json", "ua/auth.json", "ua/def.json", "ua/error.json"].sort(),
    );
    expect(provider.translate("auth.login.submit")).not.toBe("auth.login.submit");
    expect(provider.translate("nav.dashboard")).toBe("nav.dashboard");
    expect(provider.allSectionsPending()).toBe(false);
  });

  it("loadAllSections fetches every other section once, reports pending meanwhile, and sets dayjs", async () => {
    const stub = createTranslationFetch();
    vi.stubGlobal("fetch", stub.fetch);
    const provider = createI18nProvider(undefined, { scope: "sign-in" });
    await provider.init("ua");
    stub.requested.length = 0;
    const changes = vi.fn();
    provider.subscribeSections(changes);

    const loading = provider.loadAllSections();
    expect(provider.allSectionsPending()).toBe(true);
    await loading;

    expect(provider.allSectionsPending()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(stub.requested).toContain("ua/index.json");
    expect(stub.requested).toContain("ua/nav.json");
    expect(stub.requested).toContain("en/nav.json");
    for (const section of SIGN_IN_SECTIONS) {
      expect(stub.requested).not.toContain(`ua/${section}.json`);
      expect(stub.requested).not.toContain(`en/${section}.json`);
    }
    expect(new Set(stub.requested).size).toBe(stub.requested.length);
    expect(provider.translate("nav.dashboard")).not.toBe("nav.dashboard");
    expect(dayjs.locale()).toBe("uk");
  });

  it("a language switch after sign-in loads every section of the new language", async () => {
    const stub = createTranslationFetch();
    vi.stubGlobal("fetch", stub.fetch);
    const provider = createI18nProvider(undefined, { scope: "sign-in" });
    await provider.init("en");
    await provider.loadAllSections();
    stub.requested.length = 0;

    await provider.changeLocale("pl");

    expect(stub.requested).toContain("pl/index.json");
    expect(stub.requested).toContain("pl/auth.json");
    expect(stub.requested).toContain("pl/nav.json");
  });
});
