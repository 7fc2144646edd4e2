import { useEffect, useMemo, useState } from "react";
import { useTranslate } from "@refinedev/core";
import { localesApi } from "@/api/endpoints/locales";
import { allLocaleChoices, type Locale } from "@/api/types/locales";
import { toast } from "@/providers/notification";
import { errorText } from "@/lib/errorText";

export interface LocaleChoices {
  /** STANDARD and TEST locales by name (spec §5: proxy configs may run on test locales) */
  locales: Locale[];
  byId: ReadonlyMap<number, Locale>;
  loading: boolean;
}

/** Loaded once per page: the configs table names each config's locale, the dialog offers them. */
export const useLocaleChoices = (): LocaleChoices => {
  const t = useTranslate();
  const [locales, setLocales] = useState<Locale[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    localesApi
      .all()
      .then((list) => live && setLocales(allLocaleChoices(list)))
      .catch(
        (error: unknown) =>
          live && toast("error", t("proxy.errors.locales"), errorText(error, t("proxy.errors.unknown"))),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // t changes identity with the language; the list itself does not depend on it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const byId = useMemo(() => new Map(locales.map((l) => [l.id, l])), [locales]);
  return { locales, byId, loading };
};
