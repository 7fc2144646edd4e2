import { useMemo, useState } from "react";
import { Tag } from "antd";
import { useList, useTranslate } from "@refinedev/core";
import type { SmsCountry, SmsService } from "@/api/types/sms";
import { useCreateRequest } from "@/components/layout/createRequest";
import { useCan } from "@/providers/useCan";
import { SmsTable } from "./SmsLayout";
import { useDeclaredColumns, useListTable } from "@/resources/views/DeclaredList";
import { smsServices } from "@/registry/areas/sms";
import { ServiceDialog } from "./ServiceDialog";
import { SearchAddToolbar } from "./SearchAddToolbar";
import { countByService } from "./smsForms";

type ServiceTab = "numbers" | "messages";

export interface ServicesTabProps {
  /** opens the numbers or messages tab filtered to one service */
  onShow: (tab: ServiceTab, serviceId: number) => void;
}

export const ServicesTab = ({ onShow }: ServicesTabProps) => {
  const t = useTranslate();
  const { search, setSearch, tableProps } = useListTable<SmsService>(smsServices);
  // Every service's countries in one call: the count column needs them all, the page only a few.
  const { result: countries } = useList<SmsCountry>({ resource: "sms-configs", pagination: { mode: "off" } });
  const counts = useMemo(() => countByService(countries.data), [countries.data]);
  const canEdit = useCan()(smsServices.name, "edit");
  const [dialog, setDialog] = useState<{ open: boolean; service: SmsService | null }>({ open: false, service: null });
  useCreateRequest(() => setDialog({ open: true, service: null }));

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
      edit: (row: SmsService) => setDialog({ open: true, service: row }),
    }),
    [onShow],
  );
  const columns = useDeclaredColumns<SmsService>(smsServices, { cells, onAction });

  return (
    <>
      <SmsTable<SmsService>
        columns={columns}
        {...tableProps}
        emptyText={search ? t("sms-service.services.no_match") : t("sms-service.services.empty")}
        toolbar={
          <SearchAddToolbar
            search={search}
            onSearch={setSearch}
            placeholder={t("sms-service.services.search")}
            addLabel={t("sms-service.services.add")}
            onAdd={canEdit ? () => setDialog({ open: true, service: null }) : undefined}
          />
        }
      />
      <ServiceDialog
        key={dialog.service?.id ?? "new"}
        open={dialog.open}
        service={dialog.service}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </>
  );
};

export default ServicesTab;
