import { Switch } from "antd";
import { useTranslate } from "@refinedev/core";
import type { SmsCountry, SmsService } from "@/api/types/sms";
import { DeclaredList, useListTable } from "@/resources/views/DeclaredList";
import { smsConfigs } from "@/registry/areas/sms";
import { useCountrySwitch } from "./useCountrySwitch";
import type { useListForm } from "../views/useListForm";
import { useOpenRow } from "../views/useOpenParam";
import { IN_PAGE_CARD } from "./SmsLayout";

/** Switching many countries on or off, each by the switch call its row's own switch makes. */
const BULK = {
  activate: async (row: SmsCountry) => (await import("@/api/endpoints/sms")).smsCountriesApi.switch(row.id, true),
  deactivate: async (row: SmsCountry) => (await import("@/api/endpoints/sms")).smsCountriesApi.switch(row.id, false),
};

type CountriesForm = ReturnType<typeof useListForm<SmsCountry>>;

/** The countries one service serves: switch them on and off, add (the page's `form`), edit and (OWNER) delete. */
export const CountriesTable = ({ service, form }: { service: SmsService; form: CountriesForm }) => {
  const t = useTranslate();
  const list = useListTable<SmsCountry>(smsConfigs, { filters: { serviceId: service.id } });
  const switches = useCountrySwitch();
  useOpenRow(smsConfigs.name, list.rows, "id", form.edit);

  const cells = {
    isActive: (row: SmsCountry) => (
      <Switch
        checked={switches.isActive(row)}
        loading={switches.isPending(row)}
        disabled={!form.canEdit || switches.isPending(row)}
        aria-label={t("sms-service.countries.switch_label", { code: row.countryCode })}
        onChange={(next) => void switches.toggle(row, next)}
      />
    ),
  };
  const onAction = {
    edit: form.edit,
    delete: (row: SmsCountry) => void form.remove(smsConfigs, row, { service: service.name }),
  };

  return (
    <DeclaredList<SmsCountry>
      area={smsConfigs}
      list={list}
      {...IN_PAGE_CARD}
      cells={cells}
      onAction={onAction}
      onBulk={BULK}
    >
      {form.overlays({ extra: { serviceId: service.id }, vars: { service: service.name } })}
    </DeclaredList>
  );
};
