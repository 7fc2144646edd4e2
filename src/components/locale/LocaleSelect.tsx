import { Flex, Tag } from "antd";
import { useTranslate } from "@refinedev/core";
import { FormSelect } from "@/components/widgets/FormSelect";
import type { LocaleLookup } from "@/components/locale/useLocales";
import { CountryFlag } from "./CountryFlag";

export interface LocaleSelectProps {
  locales: LocaleLookup;
  /** "standard" offers STANDARD locales only (add app, account import and export) */
  only?: "standard";
  id?: string;
  value?: number | null;
  onChange?: (value: number) => void;
  onBlur?: () => void;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-required"?: boolean | "true" | "false";
}

/** Locales by name with their flag, TEST ones marked, searchable. */
export const LocaleSelect = ({ locales, only, value, ...props }: LocaleSelectProps) => {
  const t = useTranslate();
  return (
    <FormSelect<number>
      {...props}
      value={value ?? undefined}
      showSearch
      optionFilterProp="title"
      loading={locales.loading}
      placeholder={t("def.widgets.locale.placeholder")}
      notFoundContent={t("def.widgets.locale.none")}
      options={(only === "standard" ? locales.standard : locales.all).map((l) => ({
        value: l.id,
        title: l.name,
        label: (
          <Flex gap={8} align="center" justify="space-between">
            <CountryFlag code={l.country} label={l.name} />
            {l.type === "TEST" && <Tag bordered>{t("def.widgets.locale.test")}</Tag>}
          </Flex>
        ),
      }))}
    />
  );
};
