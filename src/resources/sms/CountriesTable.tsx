import { useState } from "react";
import { Button, Flex, Switch, Tag, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import type { SmsCountry, SmsService } from "@/api/types/sms";
import { useCan } from "@/providers/useCan";
import { DeclaredList, useListTable } from "@/resources/views/DeclaredList";
import { DeclaredForm } from "@/resources/views/DeclaredForm";
import { CountryFlag } from "@/components/locale";
import { smsConfigs } from "@/registry/areas/sms";
import { useCountrySwitch } from "./useCountrySwitch";
import { useLocales } from "@/components/locale/useLocales";
import { useConfirmedDelete } from "@/resources/views/useConfirmedDelete";
import { IN_PAGE_CARD } from "./SmsLayout";

/** The countries one service serves: switch them on and off, add, edit and (OWNER) delete. */
export const CountriesTable = ({ service }: { service: SmsService }) => {
  const t = useTranslate();
  const list = useListTable<SmsCountry>(smsConfigs, { filters: { serviceId: service.id } });
  const locales = useLocales({ failureTitle: "sms-service.countries.locales_failed" });
  const switches = useCountrySwitch(list.rows);
  const { remove, dialog: confirmDialog } = useConfirmedDelete<SmsCountry>();
  const canEdit = useCan()(smsConfigs.name, "edit");
  const [form, setForm] = useState<{ country?: SmsCountry } | null>(null);

  const deleteCountry = (country: SmsCountry) =>
    remove(smsConfigs.name, country.id, {
      title: t("sms-service.countries.delete_title", { code: country.countryCode, service: service.name }),
      description: t("sms-service.countries.delete_text"),
      confirmText: t("sms-service.countries.delete"),
      success: t("sms-service.countries.deleted", { code: country.countryCode }),
      failed: t("sms-service.countries.delete_failed"),
      fallback: t("sms-service.countries.delete_failed"),
    });

  const cells = {
    countryCode: (row: SmsCountry) => <CountryFlag code={row.countryCode} />,
    localeId: (row: SmsCountry) => {
      const locale = locales.byId.get(row.localeId);
      if (!locale)
        return <Typography.Text type="secondary">{locales.loading ? "…" : `#${row.localeId}`}</Typography.Text>;
      return (
        <Flex gap={8} align="center" wrap>
          <span>{locale.name}</span>
          {locale.type === "TEST" && <Tag bordered>{t("sms-service.countries.test_locale")}</Tag>}
        </Flex>
      );
    },
    isActive: (row: SmsCountry) => (
      <Switch
        checked={switches.isActive(row)}
        loading={switches.isPending(row)}
        disabled={!canEdit || switches.isPending(row)}
        aria-label={t("sms-service.countries.switch_label", { code: row.countryCode })}
        onChange={(next) => void switches.toggle(row, next)}
      />
    ),
  };
  const onAction = {
    edit: (row: SmsCountry) => setForm({ country: row }),
    delete: (row: SmsCountry) => void deleteCountry(row),
  };

  return (
    <DeclaredList<SmsCountry>
      area={smsConfigs}
      list={list}
      styles={IN_PAGE_CARD}
      cells={cells}
      onAction={onAction}
      toolbar={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setForm({})}>
            {t("sms-service.countries.add")}
          </Button>
        )
      }
    >
      {form && (
        <DeclaredForm
          declaration={smsConfigs}
          row={form.country}
          extra={{ serviceId: service.id }}
          vars={{ service: service.name }}
          onClosed={() => setForm(null)}
        />
      )}
      {confirmDialog}
    </DeclaredList>
  );
};

export default CountriesTable;
