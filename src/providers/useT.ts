import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { i18nProvider } from "./i18n";

type Translate = (key: string, options?: Record<string, unknown> | string, defaultMessage?: string) => string;

/** refine's translate for screens that render before refine is loaded. */
export const useT = (): Translate => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback<Translate>(
    (key, options, defaultMessage) => {
      void language;
      return i18nProvider.translate(key, options, defaultMessage);
    },
    [language],
  );
};
