import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useTranslation } from "react-i18next";
import { i18n, i18nProvider, initI18n, useLanguage } from "@/providers/i18n";
import { useUiStore } from "@/state/ui";
import { createTranslationFetch } from "./translationFetchStub";

const INDEX = { sections: ["def"] };

describe("app-wide i18n instance", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("backs react-i18next's useTranslation and re-renders on language change", async () => {
    vi.stubGlobal(
      "fetch",
      createTranslationFetch({
        files: {
          "en/index.json": INDEX,
          "pl/index.json": INDEX,
          "en/def.json": { hello: "Hello :name" },
          "pl/def.json": { hello: "Cześć :name" },
        },
      }).fetch,
    );
    await initI18n("en");
    expect(i18nProvider.i18n).toBe(i18n);

    const { result } = renderHook(() => ({ t: useTranslation().t, language: useLanguage() }));
    expect(result.current.t("def.hello", { name: "Ann" })).toBe("Hello Ann");

    await act(() => result.current.language[1]("pl"));

    expect(result.current.language[0]).toBe("pl");
    expect(useUiStore.getState().language).toBe("pl");
    expect(result.current.t("def.hello", { name: "Ann" })).toBe("Cześć Ann");
  });
});
