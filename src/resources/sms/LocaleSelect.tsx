import { Flex, Select, Tag } from "antd";
import { useTranslate } from "@refinedev/core";
import type { LocaleChoices } from "./useLocaleChoices";

export interface LocaleSelectProps {
  locales: LocaleChoices;
  id?: string;
  value?: number | null;
  onChange?: (value: number) => void;
  onBlur?: () => void;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  /** set by a required Form.Item; dropped (see below) */
  "aria-required"?: boolean | "true" | "false";
}

/**
 * The locale picker of the SMS country dialog: every locale by name, TEST ones marked (spec §5).
 * antd would put a required Form.Item's aria-required on the Select's outer div, where ARIA does
 * not allow it; the visible required mark and the error message stay.
 */
export const LocaleSelect = ({ locales, "aria-required": _required, value, ...props }: LocaleSelectProps) => {
  const t = useTranslate();
  return (
    <Select<number>
      {...props}
      value={value ?? undefined}
      showSearch
      optionFilterProp="title"
      loading={locales.loading}
      placeholder={t("sms-service.country_dialog.locale_placeholder")}
      notFoundContent={t("sms-service.country_dialog.no_locales")}
      options={locales.choices.map((l) => ({
        value: l.id,
        title: l.name,
        label: (
          <Flex gap={8} align="center" justify="space-between">
            <span>{l.name}</span>
            {l.type === "TEST" && <Tag color="purple">{t("sms-service.countries.test_locale")}</Tag>}
          </Flex>
        ),
      }))}
    />
  );
};

export default LocaleSelect;
