import { useMemo, useState } from "react";
import { Button, Tag } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useList, useTranslate } from "@refinedev/core";
import type { SmsCountry, SmsService } from "@/api/types/sms";
import { useCreateRequest } from "@/components/layout/createRequest";
import { useCan } from "@/providers/useCan";
import { DeclaredList, useListTable } from "@/resources/views/DeclaredList";
import { DeclaredForm } from "@/resources/views/DeclaredForm";
import { smsServices } from "@/registry/areas/sms";
import { countByService } from "./smsRows";
import { IN_PAGE_CARD } from "./SmsLayout";

/** The services; `onShow` opens the numbers or messages tab filtered to one service. */
export const ServicesTab = ({ onShow }: { onShow: (tab: "numbers" | "messages", serviceId: number) => void }) => {
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

  return (
    <DeclaredList<SmsService>
      area={smsServices}
      list={list}
      styles={IN_PAGE_CARD}
      cells={cells}
      onAction={onAction}
      toolbar={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setForm({})}>
            {t("sms-service.services.add")}
          </Button>
        )
      }
    >
      {form && <DeclaredForm declaration={smsServices} row={form.service} onClosed={() => setForm(null)} />}
    </DeclaredList>
  );
};

export default ServicesTab;
