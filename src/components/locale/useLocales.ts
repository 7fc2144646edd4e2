import { useMemo } from "react";
import { useList, useTranslate, type BaseRecord, type HttpError } from "@refinedev/core";
import { allLocaleChoices, standardLocaleChoices, type Locale } from "@/api/types/locales";
import { errorText } from "@/lib/errorText";
import { useUiStore } from "@/state/ui";

type LocaleRow = Locale & BaseRecord;

export interface LocaleLookup {
  /** STANDARD and TEST locales by name (proxy and SMS lists offer TEST ones too) */
  all: Locale[];
  /** STANDARD only (account import/export and add-app) */
  standard: Locale[];
  byId: ReadonlyMap<number, Locale>;
  loading: boolean;
  error: HttpError | null;
}

interface LocaleLookupOptions {
  /** the toast's title key when the list cannot be read; no toast without it */
  failureTitle?: string;
  enabled?: boolean;
}

/** The one locale list: every select and cell reads `locales` through refine's cache, so a page makes one request. */
export const useLocales = ({ failureTitle, enabled = true }: LocaleLookupOptions = {}): LocaleLookup => {
  const t = useTranslate();
  // The server names locales in the console's language: another language is another list.
  const language = useUiStore((s) => s.language);
  const { result, query } = useList<LocaleRow>({
    resource: "locales",
    pagination: { mode: "off" },
    meta: { language },
    queryOptions: { enabled },
    errorNotification: failureTitle
      ? (error) => ({ type: "error", message: t(failureTitle), description: errorText(error, t(failureTitle)) })
      : false,
  });
  const list = result.data;
  return useMemo(() => {
    const all = allLocaleChoices(list);
    return {
      all,
      standard: standardLocaleChoices(list),
      byId: new Map(all.map((l) => [l.id, l])),
      loading: enabled && query.isLoading,
      error: query.error ?? null,
    };
  }, [list, enabled, query.isLoading, query.error]);
};
