import { useMemo, useState, type ReactNode } from "react";
import { Flex, Tag, Typography, type TableColumnsType } from "antd";
import { EditOutlined, FieldTimeOutlined, MobileOutlined } from "@ant-design/icons";
import { useList, useTranslate } from "@refinedev/core";
import type { SmsCountry, SmsService } from "@/api/types/sms";
import { RowAction } from "@/components/table/RowAction";
import { useCan } from "@/providers/useCan";
import { tk } from "@/providers/i18n";
import { SmsTable } from "./SmsLayout";
import { useListTable } from "../views/useListTable";
import { smsServices } from "@/registry/areas/sms";
import { ServiceDialog } from "./ServiceDialog";
import { SearchAddToolbar } from "./SearchAddToolbar";
import { countByService } from "./smsForms";

type ServiceTab = "numbers" | "messages";

export interface ServicesTabProps {
  /** opens the numbers or messages tab filtered to one service */
  onShow: (tab: ServiceTab, serviceId: number) => void;
}

/** A service's row links to its numbers and its messages, each the other tab filtered to it. */
const SHOWN_TABS: { tab: ServiceTab; icon: ReactNode; label: string }[] = [
  { tab: "numbers", icon: <MobileOutlined aria-hidden />, label: tk("sms-service.services.show_numbers") },
  { tab: "messages", icon: <FieldTimeOutlined aria-hidden />, label: tk("sms-service.services.show_messages") },
];

export const ServicesTab = ({ onShow }: ServicesTabProps) => {
  const t = useTranslate();
  const { search, setSearch, tableProps } = useListTable<SmsService>(smsServices);
  // Every service's countries in one call: the count column needs them all, the page only a few.
  const { result: countries } = useList<SmsCountry>({ resource: "sms-configs", pagination: { mode: "off" } });
  const counts = useMemo(() => countByService(countries.data), [countries.data]);
  const canEdit = useCan()(smsServices.name, "edit");
  const [dialog, setDialog] = useState<{ open: boolean; service: SmsService | null }>({ open: false, service: null });

  const columns: TableColumnsType<SmsService> = [
    {
      key: "name",
      dataIndex: "name",
      title: t("sms-service.services.fields.name"),
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      key: "url",
      dataIndex: "url",
      title: t("sms-service.services.fields.url"),
      ellipsis: { showTitle: true },
    },
    {
      key: "priority",
      dataIndex: "priority",
      title: t("sms-service.services.fields.priority"),
      width: 130,
      align: "right",
    },
    {
      key: "isActive",
      dataIndex: "isActive",
      title: t("sms-service.services.fields.isActive"),
      width: 120,
      render: (active: boolean) =>
        active ? (
          <Tag color="success">{t("sms-service.services.active")}</Tag>
        ) : (
          <Tag>{t("sms-service.services.inactive")}</Tag>
        ),
    },
    {
      key: "countries",
      title: t("sms-service.services.fields.countries"),
      width: 110,
      align: "right",
      render: (_: unknown, row) => counts.get(row.id) ?? 0,
    },
    {
      key: "actions",
      title: t("sms-service.services.fields.actions"),
      width: 120,
      render: (_: unknown, row) => (
        <Flex gap={4}>
          {SHOWN_TABS.map(({ tab, icon, label }) => (
            <RowAction key={tab} tip={t(label, { name: row.name })} icon={icon} onClick={() => onShow(tab, row.id)} />
          ))}
          {canEdit && (
            <RowAction
              tip={t("sms-service.services.edit", { name: row.name })}
              icon={<EditOutlined aria-hidden />}
              onClick={() => setDialog({ open: true, service: row })}
            />
          )}
        </Flex>
      ),
    },
  ];

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
