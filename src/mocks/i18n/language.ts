/**
 * The console's languages as the mock reads them from a request. A real server would answer
 * names and texts in the language the client asks for (`Accept-Language`, docs/api.md), so the
 * mock does too; anything it does not speak gets English.
 */
export const MOCK_LANGUAGES = ["en", "ua", "ru", "pl"] as const;
export type MockLanguage = (typeof MOCK_LANGUAGES)[number];

const BY_TAG: Record<string, MockLanguage> = { en: "en", uk: "ua", ua: "ua", ru: "ru", pl: "pl" };

/** The first language of an `Accept-Language` value ("uk", "ru-RU, en;q=0.5") or a bare code. */
export const languageOfTag = (tag: string | null | undefined): MockLanguage => {
  const first = (tag ?? "").split(",")[0]?.trim().split(/[-;]/)[0]?.toLowerCase() ?? "";
  return BY_TAG[first] ?? "en";
};

export const languageOf = (request: Request): MockLanguage => languageOfTag(request.headers.get("Accept-Language"));

/** The BCP 47 tag `Intl` wants for a console language. */
export const intlTag = (language: MockLanguage): string => (language === "ua" ? "uk" : language);
