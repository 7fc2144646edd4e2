import type { LocaleInput, LocaleType } from "@/api/types/locales";
import { ApiError } from "@/api/errors";

/** Spec §9: the add-locale dialog loads the flag preview once the country code rests this long. */
export const FLAG_PREVIEW_MS = 300;

export interface LocaleFormValues {
  language: string;
  country: string;
  name: string;
  type: LocaleType;
}

export const emptyLocaleForm = (): LocaleFormValues => ({ language: "", country: "", name: "", type: "STANDARD" });

/** The endpoint lower-cases language and country on the wire (spec §3); the form only trims. */
export const formToLocaleInput = (values: LocaleFormValues): LocaleInput => ({
  language: values.language.trim(),
  country: values.country.trim(),
  name: values.name.trim(),
  type: values.type,
});

export const LOCALE_FORM_FIELDS = [
  "language",
  "country",
  "name",
  "type",
] as const satisfies readonly (keyof LocaleFormValues)[];

/**
 * Spec §8, add locale: the server's error_message when it sent one, otherwise 'Error adding
 * locale' (a refusal without words, a network failure); anything that is not an API error at all
 * (an answer the console cannot read) is 'Unknown error'. Returns the translation key or the
 * server's own words.
 */
export const addLocaleFailure = (error: unknown): { key: string } | { text: string } => {
  if (!(error instanceof ApiError)) return { key: "locale.add.unknown_error" };
  return error.serverMessage ? { text: error.serverMessage } : { key: "locale.add.failed" };
};
