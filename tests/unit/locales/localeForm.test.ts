import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/errors";
import { toCountedLocale, toLocaleBody } from "@/api/types/locales";
import { locales } from "@/registry/areas/locales";
import { FLAG_PREVIEW_MS } from "@/resources/locales/FlagPreview";
import { failureReason } from "@/resources/views/failureReason";
import { initialValues, toBody, type FormValues } from "@/resources/views/fieldValues";
import type { LocaleInput } from "@/api/types/locales";

// The add-locale dialog is the declaration's form: these are what it starts with, sends and says.
const fields = locales.form.fields;
const emptyLocaleForm = () => initialValues(fields);
const formToLocaleInput = (values: FormValues) => toBody(fields, values, "create") as unknown as LocaleInput;
const LOCALE_FORM_FIELDS = fields.filter((f) => f.kind !== "custom").map((f) => f.key);
const addLocaleFailure = (error: unknown) => failureReason(error, locales.form.texts);

describe("add-locale form", () => {
  it("waits 300 ms before the flag preview (LOC-5) and starts as a STANDARD locale", () => {
    expect(FLAG_PREVIEW_MS).toBe(300);
    expect(emptyLocaleForm()).toEqual({ language: "", country: "", name: "", type: "STANDARD" });
    expect(LOCALE_FORM_FIELDS).toEqual(["language", "country", "name", "type"]);
  });

  it("trims what was typed; the wire lower-cases language and country (LOC-2)", () => {
    const input = formToLocaleInput({ language: " KO ", country: "KR ", name: " Korean (South Korea) ", type: "TEST" });
    expect(input).toEqual({ language: "KO", country: "KR", name: "Korean (South Korea)", type: "TEST" });
    expect(toLocaleBody(input)).toEqual({ language: "ko", country: "kr", name: "Korean (South Korea)", type: "TEST" });
  });

  it("names the failure (LOC-6): the server's words, else 'Error adding locale', else 'Unknown error'", () => {
    expect(
      addLocaleFailure(new ApiError("Client error (409): x", { kind: "client", serverMessage: "Exists" })),
    ).toEqual({ text: "Exists" });
    expect(addLocaleFailure(new ApiError("Network error", { kind: "network" }))).toEqual({ key: "locale.add.failed" });
    expect(addLocaleFailure(new ApiError("x", { kind: "client", serverMessage: "" }))).toEqual({
      key: "locale.add.failed",
    });
    expect(addLocaleFailure(new TypeError("Cannot read properties of null"))).toEqual({
      key: "locale.add.unknown_error",
    });
    expect(addLocaleFailure("boom")).toEqual({ key: "locale.add.unknown_error" });
  });

  it("reads the counted list's wire names", () => {
    const locale = toCountedLocale({
      id: 3,
      country: "pl",
      language: "pl",
      name: "Polish (Poland)",
      type: "STANDARD",
      position: 2,
      counts: { apps: 4, keywords: 5, accounts: 6, proxy_configs: 7, sms_countries: 8 },
    });
    expect(locale.code).toBe("pl_pl");
    expect(locale.counts).toEqual({ apps: 4, keywords: 5, accounts: 6, proxyConfigs: 7, smsCountries: 8 });
  });
});
