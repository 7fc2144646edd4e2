/** The mock answers in the client's `Accept-Language`, as a real server would; anything else gets English. */
export const MOCK_LANGUAGES = ["en", "ua", "ru", "pl"] as const;
export type MockLanguage = (typeof MOCK_LANGUAGES)[number];

const BY_TAG: Record<string, MockLanguage> = { en: "en", uk: "ua", ua: "ua", ru: "ru", pl: "pl" };

export const languageOfTag = (tag: string | null | undefined): MockLanguage => {
  const first = (tag ?? "").split(",")[0]?.trim().split(/[-;]/)[0]?.toLowerCase() ?? "";
  return BY_TAG[first] ?? "en";
};

export const languageOf = (request: Request): MockLanguage => languageOfTag(request.headers.get("Accept-Language"));

export const intlTag = (language: MockLanguage): string => (language === "ua" ? "uk" : language);
