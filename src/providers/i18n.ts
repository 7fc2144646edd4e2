import { useSyncExternalStore } from "react";
import i18next, { type i18n as I18nInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import type { I18nProvider } from "@refinedev/core";
import { DEFAULT_LANGUAGE, type Language } from "@/config";
import { useUiStore } from "@/state/ui";
import { useAuthStore } from "@/state/auth";
import { htmlLangCode, isLanguage } from "@/lib/locales";
import { loadLanguageBundles } from "./i18nLoader";
import { COLON_PLACEHOLDERS, colonPlaceholders, substitutePlaceholders } from "./i18nPlaceholders";

/** Every section lives in this one namespace under its own name: `auth.errors.x`, `sms-service.title`. */
const NAMESPACE = "translation";
const FALLBACK_LANGUAGE: Language = "en";

/** The rest load after sign-in (three files, not 22). */
export const SIGN_IN_SECTIONS = ["def", "auth", "error"] as const;

type SectionScope = "sign-in" | "all";

/** Marks a key built outside a component for the key-coverage test; the identity at runtime. */
export const tk = <T extends string>(key: T): T => key;

interface AppI18nProvider extends I18nProvider {
  readonly i18n: I18nInstance;
  init: (lang?: string) => Promise<void>;
  changeLocale: (lang: string) => Promise<void>;
  getLocale: () => Language;
  loadAllSections: () => Promise<void>;
  allSectionsPending: () => boolean;
  subscribeSections: (listener: () => void) => () => void;
}

const configure = (instance: I18nInstance): I18nInstance => {
  if (instance.isInitialized) return instance;
  void instance.use(colonPlaceholders).init({
    // Bundles are added by our own loader; an empty `resources` tells react-i18next all is "loaded".
    resources: {},
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    keySeparator: ".",
    nsSeparator: false,
    // An empty translation is treated as missing so English shows instead of a blank.
    returnEmptyString: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    postProcess: [COLON_PLACEHOLDERS],
    initAsync: false,
    showSupportNotice: false,
    react: { useSuspense: false },
  });
  return instance;
};

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** None gives an isolated instance (tests); `scope` is where loading starts. */
export const createI18nProvider = (
  instance: I18nInstance = i18next.createInstance(),
  { scope: initialScope = "all" }: { scope?: SectionScope } = {},
): AppI18nProvider => {
  const i18n = configure(instance);
  const loads = new Map<string, Promise<void>>();
  const loadedSections = new Map<Language, Set<string>>();
  const listeners = new Set<() => void>();
  let scope: SectionScope = initialScope;
  let latestSwitch = 0;

  const loadLanguage = (lang: Language): Promise<void> => {
    const key = `${lang}:${scope}`;
    const pending = loads.get(key);
    if (pending) return pending;
    const loaded = loadedSections.get(lang) ?? new Set<string>();
    loadedSections.set(lang, loaded);
    const choice = scope === "sign-in" ? { only: SIGN_IN_SECTIONS } : { except: [...loaded] };
    const load = loadLanguageBundles(lang, choice).then(({ bundles, failed }) => {
      for (const [section, data] of Object.entries(bundles)) {
        i18n.addResourceBundle(lang, NAMESPACE, { [section]: data }, true, true);
        loaded.add(section);
      }
      // Forget a partial load so the next switch to this language retries the missing files.
      if (failed.length > 0) loads.delete(key);
    });
    loads.set(key, load);
    return load;
  };

  // dayjs belongs to the signed-in pages; lib/dayjsLocales applies the language itself when it loads.
  const applyDayjsLocale = async (lang: Language): Promise<void> => {
    if (scope !== "all") return;
    const { setDayjsLocale } = await import("@/lib/dayjsLocales");
    setDayjsLocale(lang);
  };

  const changeLocale = async (requested: string): Promise<void> => {
    const lang = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
    const switchId = ++latestSwitch;
    await Promise.all([loadLanguage(FALLBACK_LANGUAGE), loadLanguage(lang)]);
    // A slower earlier switch must not override the language the user picked last.
    if (switchId !== latestSwitch) return;
    await i18n.changeLanguage(lang);
    await applyDayjsLocale(lang);
    if (typeof document !== "undefined") document.documentElement.lang = htmlLangCode(lang);
    const ui = useUiStore.getState();
    if (ui.language !== lang) ui.setLanguage(lang);
  };

  const translate = (key: string, options?: unknown, defaultMessage?: string): string => {
    // refine's translate(key, defaultMessage) arrives as options = string.
    const fallback = typeof options === "string" ? (defaultMessage ?? options) : defaultMessage;
    const values = asRecord(options);
    if (i18n.exists(key, values)) return i18n.t(key, values);
    return fallback === undefined ? key : substitutePlaceholders(fallback, values);
  };

  const getLocale = (): Language => (isLanguage(i18n.language) ? i18n.language : useUiStore.getState().language);

  const notify = () => listeners.forEach((listener) => listener());

  let widening: Promise<void> | null = null;
  let wideningPending = false;
  const loadAllSections = (): Promise<void> => {
    if (widening) return widening;
    scope = "all";
    wideningPending = true;
    notify();
    const lang = getLocale();
    widening = Promise.all([loadLanguage(FALLBACK_LANGUAGE), loadLanguage(lang), applyDayjsLocale(lang)]).then(
      () => undefined,
      (error: unknown) => console.error("[i18n] could not load the signed-in sections", error),
    );
    void widening.finally(() => {
      wideningPending = false;
      notify();
    });
    return widening;
  };

  return {
    i18n,
    translate,
    changeLocale,
    getLocale,
    init: (lang) => changeLocale(lang ?? useUiStore.getState().language),
    loadAllSections,
    allSectionsPending: () => wideningPending,
    subscribeSections: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export const i18n: I18nInstance = i18next.isInitialized ? i18next : i18next.use(initReactI18next);
export const i18nProvider: AppI18nProvider = createI18nProvider(i18n, {
  scope: useAuthStore.getState().user ? "all" : "sign-in",
});
// Signing in widens the translations to every section while the signed-in shell loads.
useAuthStore.subscribe((state, previous) => {
  if (state.user && !previous.user) void i18nProvider.loadAllSections();
});
export const initI18n = (lang?: string): Promise<void> => i18nProvider.init(lang);
export const changeLocale = (lang: string): Promise<void> => i18nProvider.changeLocale(lang);

export const useLanguage = (): [Language, (lang: Language) => Promise<void>] => [
  useUiStore((s) => s.language),
  changeLocale,
];

export const useSectionsPending = (): boolean =>
  useSyncExternalStore(i18nProvider.subscribeSections, i18nProvider.allSectionsPending);
