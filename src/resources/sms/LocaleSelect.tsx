import { Flex, Tag } from "antd";
import { useTranslate } from "@refinedev/core";
import { FormSelect } from "@/components/widgets";
import type { LocaleLookup } from "@/resources/shared/useLocales";

export interface LocaleSelectProps {
  locales: LocaleLookup;
  id?: string;
  value?: number | null;
  onChange?: (value: number) => void;
  onBlur?: () => void;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-required"?: boolean | "true" | "false";
}

/**
 * The locale picker of the SMS country dialog: every locale by name, TEST ones marked (spec §5).
 * FormSelect keeps Form.Item's aria attributes off antd's wrapper div.
 */
export const LocaleSelect = ({ locales, value, ...props }: LocaleSelectProps) => {
  const t = useTranslate();
  return (
    <FormSelect<number>
      {...props}
      value={value ?? undefined}
      showSearch
      optionFilterProp="title"
      loading={locales.loading}
      placeholder={t("sms-service.country_dialog.locale_placeholder")}
      notFoundContent={t("sms-service.country_dialog.no_locales")}
      options={locales.all.map((l) => ({
        value: l.id,
        title: l.name,
        label: (
          <Flex gap={8} align="center" justify="space-between">
            <span>{l.name}</span>
            {l.type === "TEST" && <Tag bordered>{t("sms-service.countries.test_locale")}</Tag>}
          </Flex>
        ),
      }))}
    />
  );
};

export default LocaleSelect;
