import { useMemo, useRef, useState, type ReactNode } from "react";
import { Refine, type AuthProvider, type I18nProvider } from "@refinedev/core";
import { act, render, type RenderResult } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { vi } from "vitest";
import type { Role, User } from "@/api/types";
import { AppLayout } from "@/components/layout/AppLayout";
import type { Language } from "@/config";
import { useAuthStore } from "@/state/auth";
import { useUiStore } from "@/state/ui";
import { ThemeProvider } from "@/theme/ThemeProvider";
import enDashboard from "../../../public/translations/en/dashboard.json";
import enDef from "../../../public/translations/en/def.json";
import enError from "../../../public/translations/en/error.json";
import enNav from "../../../public/translations/en/nav.json";
import enTopbar from "../../../public/translations/en/topbar.json";
import plDashboard from "../../../public/translations/pl/dashboard.json";
import plDef from "../../../public/translations/pl/def.json";
import plError from "../../../public/translations/pl/error.json";
import plNav from "../../../public/translations/pl/nav.json";
import plTopbar from "../../../public/translations/pl/topbar.json";

type Tree = { [key: string]: string | Tree };

const BUNDLES: Partial<Record<Language, Tree>> = {
  en: { dashboard: enDashboard, def: enDef, error: enError, nav: enNav, topbar: enTopbar },
  pl: { dashboard: plDashboard, def: plDef, error: plError, nav: plNav, topbar: plTopbar },
};

const lookup = (tree: Tree | undefined, key: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
};

const substitute = (text: string, params: unknown): string =>
  params && typeof params === "object"
    ? text.replace(/:(\w+)/g, (match, name: string) => {
        const value: unknown = (params as Record<string, unknown>)[name];
        return value === undefined ? match : String(value);
      })
    : text;

/**
 * A stand-in for the real i18n provider with the same contract: `<section>.<key>` lookups in the
 * shipped files, English fallback, `:name` placeholders, and the language persisted to ui-storage.
 * Like an i18next-backed provider, getLocale reads live state: refine's useGetLocale keeps the
 * first provider's function forever.
 */
const makeI18n = (locale: Language, live: { current: Language }, setLocale: (l: Language) => void): I18nProvider => ({
  translate: (key, options, defaultMessage) => {
    const text = lookup(BUNDLES[locale], key) ?? lookup(BUNDLES.en, key);
    if (text !== undefined) return substitute(text, options);
    if (typeof defaultMessage === "string") return defaultMessage;
    return typeof options === "string" ? options : key;
  },
  changeLocale: (lang) => {
    const next = lang as Language;
    live.current = next;
    useUiStore.getState().setLanguage(next);
    setLocale(next);
    return Promise.resolve();
  },
  getLocale: () => live.current,
});

export const logoutSpy = vi.fn(() => Promise.resolve({ success: true }));

const authProvider: AuthProvider = {
  login: () => Promise.resolve({ success: true }),
  logout: logoutSpy,
  check: () => Promise.resolve({ authenticated: true }),
  onError: () => Promise.resolve({}),
};

const Providers = ({ children }: { children: ReactNode }) => {
  const [locale, setLocale] = useState<Language>(useUiStore.getState().language);
  const live = useRef(locale);
  const i18nProvider = useMemo(() => makeI18n(locale, live, setLocale), [locale]);
  return (
    <ThemeProvider>
      {/*
        No routerProvider: under vitest on Node 20, @refinedev/react-router loads react-router's CJS
        build while the app code gets the ESM one, so refine would look for a router that is not there.
        The layout links through react-router directly, which is what these tests exercise.
      */}
      <Refine i18nProvider={i18nProvider} authProvider={authProvider} options={{ disableTelemetry: true }}>
        {children}
      </Refine>
    </ThemeProvider>
  );
};

export const makeUser = (roles: Role[], overrides: Partial<User> = {}): User => ({
  uuid: "u-1",
  username: "anna",
  login: "anna@example.test",
  email: "anna@example.test",
  name: "Anna",
  surname: "Smith",
  status: "ACTIVE",
  roles,
  ...overrides,
});

export const resetStores = (user: User | null = makeUser(["USER"])): void => {
  useUiStore.setState({ isSidebarExpanded: true, theme: "light", language: "en" });
  useAuthStore.setState({ user });
  document.documentElement.className = "";
};

/** Lets antd's deferred first-paint updates (motion, observers) land inside act. */
export const settle = (): Promise<void> =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** Renders the given routes at `path` (the last entry when a history is given), inside the providers. */
export const renderRoutes = async (path: string | string[], routes: ReactNode): Promise<RenderResult> => {
  const entries = Array.isArray(path) ? path : [path];
  const result = render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Providers>
        <Routes>{routes}</Routes>
      </Providers>
    </MemoryRouter>,
  );
  await settle();
  return result;
};

/** One element for every path. */
export const renderAt = (path: string | string[], element: ReactNode): Promise<RenderResult> =>
  renderRoutes(path, <Route path="*" element={element} />);

/** The signed-in layout at `path`, with a marker page routed into its outlet. */
export const renderLayout = (path: string, headerExtra?: ReactNode): Promise<RenderResult> =>
  renderRoutes(
    path,
    <Route element={<AppLayout headerExtra={headerExtra} />}>
      <Route path="*" element={<p>page body</p>} />
    </Route>,
  );

export const uiStorage = (): { state: Record<string, unknown> } =>
  JSON.parse(localStorage.getItem("ui-storage") ?? "{}") as { state: Record<string, unknown> };
