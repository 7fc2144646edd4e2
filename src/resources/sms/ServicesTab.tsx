import { useMemo, useState } from "react";
import { Tag } from "antd";
import { useList, useTranslate } from "@refinedev/core";
import type { SmsCountry, SmsService } from "@/api/types/sms";
import { useCreateRequest } from "@/components/layout/createRequest";
import { useCan } from "@/providers/useCan";
import { useChosenColumns, useListTable } from "@/resources/views/DeclaredList";
import { DeclaredForm } from "@/resources/views/DeclaredForm";
import { smsServices } from "@/registry/areas/sms";
import { SearchAddTable } from "./SearchAddTable";
import { countByService } from "./smsRows";

type ServiceTab = "numbers" | "messages";

export interface ServicesTabProps {
  /** opens the numbers or messages tab filtered to one service */
  onShow: (tab: ServiceTab, serviceId: number) => void;
}

export const ServicesTab = ({ onShow }: ServicesTabProps) => {
  const t = useTranslate();
  const list = useListTable<SmsService>(smsServices);
  // Every service's countries in one call: the count column needs them all, the page only a few.
  const { result: countries } = useList<SmsCountry>({ resource: "sms-configs", pagination: { mode: "off" } });
  const counts = useMemo(() => countByService(countries.data), [countries.data]);
  const canEdit = useCan()(smsServices.name, "edit");
  const [form, setForm] = useState<{ service?: SmsService } | null>(null);
  useCreateRequest(() => setForm({}));

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
      edit: (row: SmsService) => setForm({ service: row }),
    }),
    [onShow],
  );
  const columns = useChosenColumns<SmsService>(smsServices, list.tableProps.tableKey, { cells, onAction });

  return (
    <>
      <SearchAddTable<SmsService>
        area={smsServices}
        list={list}
        columns={columns}
        section="sms-service.services"
        onAdd={canEdit ? () => setForm({}) : undefined}
      />
      {form && <DeclaredForm declaration={smsServices} row={form.service} onClosed={() => setForm(null)} />}
    </>
  );
};

export default ServicesTab;
