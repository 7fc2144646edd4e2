import { useTranslate } from "@refinedev/core";
import { useLocales } from "@/components/locale/useLocales";
import type { FieldSpec } from "@/registry/types";

/** A form value as its control shows it: an option by its label, a locale by its name; undefined for the rest. */
export const useFieldDisplay = (fields: readonly FieldSpec[]) => {
  const t = useTranslate();
  const locales = useLocales({ enabled: fields.some((f) => f.kind === "locale") });
  const byKey = new Map(fields.map((f) => [f.key, f]));
  return (key: string, value: unknown): string | undefined => {
    const field = byKey.get(key);
    if (!field || value === undefined || value === null || value === "") return undefined;
    if (field.kind === "locale") {
      const locale = locales.all.find((l) =>
        field.localeValue === "code" ? l.code === value : l.id === Number(value),
      );
      return locale?.name;
    }
    const option = field.options?.find((o) => o.value === value);
    return option ? (option.label ? t(option.label) : String(option.value)) : undefined;
  };
};
