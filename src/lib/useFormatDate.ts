import { useCallback } from "react";
import { useUiStore } from "@/state/ui";
import { formatDate, formatDay, type DateInput } from "./date";

/** Binds formatDate to the UI language so dates re-render when the language changes. */
export const useFormatDate = (): ((value: DateInput) => string) => {
  const language = useUiStore((s) => s.language);
  return useCallback((value: DateInput) => formatDate(value, language), [language]);
};

export const useFormatDay = (): ((value: DateInput) => string) => {
  const language = useUiStore((s) => s.language);
  return useCallback((value: DateInput) => formatDay(value, language), [language]);
};
