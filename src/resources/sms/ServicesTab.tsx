import { useMemo } from "react";
import { Tag } from "antd";
import { useList, useTranslate } from "@refinedev/core";
import type { SmsCountry, SmsService } from "@/api/types/sms";
import { DeclaredList, useListTable } from "@/resources/views/DeclaredList";
import { smsServices } from "@/registry/areas/sms";
import { useOpenRow } from "../views/useOpenParam";
import { countByService } from "./smsRows";
import { IN_PAGE_CARD } from "./SmsLayout";

/** Switching many services on or off: one update per service, the other fields untouched. */
const BULK = {
  activate: async (row: SmsService) =>
    (await import("@/api/endpoints/sms")).smsServicesApi.update(row.id, { isActive: true }),
  deactivate: async (row: SmsService) =>
    (await import("@/api/endpoints/sms")).smsServicesApi.update(row.id, { isActive: false }),
};

/** The services; `onShow` opens the numbers or messages tab filtered to one service, `edit` the page's form. */
export const ServicesTab = ({
  onShow,
  edit,
}: {
  onShow: (tab: "numbers" | "messages", serviceId: number) => void;
  edit: (row: SmsService) => void;
}) => {
  const t = useTranslate();
  const list = useListTable<SmsService>(smsServices);
  // Every service's countries in one call: the count column needs them all, the page only a few.
  const { result: countries } = useList<SmsCountry>({ resource: "sms-configs", pagination: { mode: "off" } });
  const counts = useMemo(() => countByService(countries.data), [countries.data]);
  useOpenRow(smsServices.name, list.rows, "id", edit);

  const cells = useMemo(
    () => ({
      isActive: (row: SmsService) =>
        row.isActive ? (
          <Tag color="success">{t("sms-service.services.active")}</Tag>
        ) : (
          <Tag>{t("sms-service.services.inactive")}</Tag>
        ),
      countries: (row: SmsService) => counts.get(row.id) ?? 0,
    }),
    [t, counts],
  );
  const onAction = useMemo(
    () => ({
      numbers: (row: SmsService) => onShow("numbers", row.id),
      messages: (row: SmsService) => onShow("messages", row.id),
      edit,
    }),
    [onShow, edit],
  );

  return (
    <DeclaredList<SmsService>
      area={smsServices}
      list={list}
      {...IN_PAGE_CARD}
      cells={cells}
      onAction={onAction}
      onBulk={BULK}
    />
  );
};
