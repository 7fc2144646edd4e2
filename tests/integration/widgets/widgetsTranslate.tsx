import type { ReactElement, ReactNode } from "react";
import { I18nContext, type I18nProvider } from "@refinedev/core";
import { render as renderInDom, type RenderOptions, type RenderResult } from "@testing-library/react";
import def from "../../../public/translations/en/def.json";

const en = def.widgets;

const PREFIX = "def.widgets.";

const lookup = (key: string): string | undefined => {
  if (!key.startsWith(PREFIX)) return undefined;
  let node: unknown = en;
  for (const part of key.slice(PREFIX.length).split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
};

/**
 * The English def.widgets section stands in for the app's i18n provider, so a test that finds the
 * English text also proves the key exists. Unknown keys come back as the key itself.
 */
const translate = (key: string, options?: unknown, defaultMessage?: string): string => {
  const text = lookup(key) ?? (typeof options === "string" ? options : defaultMessage) ?? key;
  if (typeof options !== "object" || options === null) return text;
  const values = options as Record<string, unknown>;
  return text.replace(/:([A-Za-z_]\w*)/g, (match, name: string) =>
    typeof values[name] === "string" || typeof values[name] === "number" ? String(values[name]) : match,
  );
};

const i18nProvider: I18nProvider = { translate, changeLocale: () => Promise.resolve(), getLocale: () => "en" };

const WithTranslations = ({ children }: { children: ReactNode }) => (
  <I18nContext.Provider value={{ i18nProvider }}>{children}</I18nContext.Provider>
);

/** testing-library's render inside refine's i18n context (kept across `rerender`). */
export const render = (ui: ReactElement, options?: Omit<RenderOptions, "wrapper">): RenderResult =>
  renderInDom(ui, { ...options, wrapper: WithTranslations });
