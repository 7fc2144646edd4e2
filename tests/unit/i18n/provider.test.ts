import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import dayjs from "dayjs";
import { createI18nProvider, tk } from "@/providers/i18n";
import { UI_STORAGE_KEY, useUiStore } from "@/state/ui";
import { createTranslationFetch, type StubConfig } from "./translationFetchStub";

const INDEX = { sections: ["def", "table"] };
const FILES: Record<string, unknown> = {
  "en/index.json": INDEX,
  "ua/index.json": INDEX,
  "en/def.json": { hello: "Hello :name", curly: "Hi {{who}}", only_en: "English only", blank: "Filled in English" },
  "ua/def.json": { hello: "Привіт, :name", curly: "Привіт {{who}}", blank: "" },
  "en/table.json": { range: ":start-:end of :total" },
  "ua/table.json": { range: ":start-:end з :total" },
};

const setup = (config: StubConfig = {}) => {
  const stub = createTranslationFetch({ ...config, files: { ...FILES, ...config.files } });
  vi.stubGlobal("fetch", stub.fetch);
  return { stub, provider: createI18nProvider() };
};

describe("i18n provider", () => {
  beforeEach(() => useUiStore.setState({ language: "en" }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    dayjs.locale("en");
  });

  it("loads English and the chosen language, then translates from the chosen one", async () => {
    const { stub, provider } = setup();
    await provider.init("ua");

    expect(stub.requested).toEqual(
      expect.arrayContaining(["en/index.json", "ua/index.json", "en/def.json", "ua/table.json"]),
    );
    expect(provider.getLocale()).toBe("ua");
    expect(provider.translate("def.hello", { name: "Ann" })).toBe("Привіт, Ann");
  });

  it("falls back to English for a key the language lacks or leaves empty", async () => {
    const { provider } = setup();
    await provider.init("ua");

    expect(provider.translate("def.only_en")).toBe("English only");
    expect(provider.translate("def.blank")).toBe("Filled in English");
  });

  it("substitutes :name placeholders and keeps i18next {{x}} interpolation", async () => {
    const { provider } = setup();
    await provider.init("en");

    expect(provider.translate("def.hello", { name: "Ann" })).toBe("Hello Ann");
    expect(provider.translate("table.range", { start: 1, end: 5, total: 42 })).toBe("1-5 of 42");
    expect(provider.translate("def.curly", { who: "Bob" })).toBe("Hi Bob");
    // react-i18next's t goes through the same instance, so it substitutes too.
    expect(provider.i18n.t("def.hello", { name: "Eve" })).toBe("Hello Eve");
  });

  it("returns the default message, else the key, for an unknown key", async () => {
    const { provider } = setup();
    await provider.init("en");

    expect(provider.translate("def.nope", { name: "Ann" }, "Hi :name")).toBe("Hi Ann");
    expect(provider.translate("buttons.save", "Save")).toBe("Save");
    expect(provider.translate("def.nope")).toBe("def.nope");
  });

  it("logs a failed section load and shows keys for it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { provider } = setup({ fail: ["en/def.json", "ua/def.json"] });
    await provider.init("ua");

    expect(error).toHaveBeenCalledWith(expect.stringContaining("ua/def.json"), expect.any(Error));
    expect(provider.translate("def.hello", { name: "Ann" })).toBe("def.hello");
    expect(provider.translate("table.range", { start: 1, end: 2, total: 3 })).toBe("1-2 з 3");
  });

  it("retries a partially failed language on the next switch", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { stub, provider } = setup({ fail: ["ua/def.json"] });
    await provider.init("ua");
    stub.requested.length = 0;

    await provider.changeLocale("ua");

    expect(stub.requested).toContain("ua/def.json");
    expect(stub.requested).not.toContain("en/def.json");
  });

  it("changeLocale persists the language to ui-storage and sets dayjs and <html lang>", async () => {
    const { provider } = setup();
    await provider.changeLocale("ua");

    expect(useUiStore.getState().language).toBe("ua");
    const stored = JSON.parse(localStorage.getItem(UI_STORAGE_KEY) ?? "{}") as { state?: { language?: string } };
    expect(stored.state?.language).toBe("ua");
    expect(dayjs.locale()).toBe("uk");
    expect(document.documentElement.lang).toBe("uk");
  });

  it("init uses the persisted language and the last switch wins over a slower earlier one", async () => {
    useUiStore.setState({ language: "pl" });
    const { provider } = setup({ files: { "pl/index.json": INDEX, "ru/index.json": INDEX } });
    await provider.init();
    expect(provider.getLocale()).toBe("pl");

    const first = provider.changeLocale("ru");
    const second = provider.changeLocale("en");
    await Promise.all([first, second]);
    expect(provider.getLocale()).toBe("en");
    expect(useUiStore.getState().language).toBe("en");
  });

  it("treats an unknown language code as the default language", async () => {
    const { provider } = setup();
    await provider.changeLocale("de");
    expect(provider.getLocale()).toBe("en");
  });

  it("tk returns its key unchanged", () => {
    expect(tk("table.no_data")).toBe("table.no_data");
  });
});
