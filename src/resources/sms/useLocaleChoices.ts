import { useMemo } from "react";
import { localesApi } from "@/api/endpoints/locales";
import { allLocaleChoices, type Locale } from "@/api/types/locales";
import { useLoaded } from "./useLoaded";

export interface LocaleChoices {
  /** spec §5: the SMS locale lists offer TEST locales next to the STANDARD ones, by name */
  choices: Locale[];
  byId: Map<number, Locale>;
  loading: boolean;
  error: unknown;
}

export const useLocaleChoices = (): LocaleChoices => {
  const { data, loading, error } = useLoaded("locales:all", () => localesApi.all());
  return useMemo(() => {
    const choices = allLocaleChoices(data ?? []);
    return { choices, byId: new Map(choices.map((l) => [l.id, l])), loading, error };
  }, [data, loading, error]);
};
