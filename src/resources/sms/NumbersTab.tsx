import { useState } from "react";
import { Typography, type TableColumnsType } from "antd";
import { useTranslate, type BaseRecord } from "@refinedev/core";
import { toast } from "@/providers/notification";
import { errorText } from "@/lib/errorText";
import { SMS_NUMBER_STATUSES, type SmsNumber, type SmsNumberStatus } from "@/api/types/sms";
import { DataTable } from "@/components/table";
import { useFormatDate } from "@/lib/useFormatDate";
import { CountryFlag } from "@/components/locale";
import { ListToolbar } from "./ListFilters";
import { NumberCodes } from "./NumberCodes";
import { NumberStatusTag, NUMBER_STATUS_KEYS } from "./statusTags";
import { TableFrame } from "./SmsLayout";
import { useListTable } from "../shared/useListTable";
import { smsNumbers } from "./lookups";
import { useMachineNames } from "./useMachineNames";
import { useSmsServices } from "./useSmsServices";

const TABLE_KEY = "sms-numbers";

export interface ServiceScopedProps {
  serviceId: number | null;
  onServiceChange: (serviceId: number | null) => void;
}

/** The rented numbers, newest first, with their codes; filterable by service and status. */
export const NumbersTab = ({ serviceId, onServiceChange }: ServiceScopedProps) => {
  const t = useTranslate();
  const formatDate = useFormatDate();
  const { byId } = useSmsServices();
  const [status, setStatus] = useState<SmsNumberStatus | null>(null);
  const [wantMachines, setWantMachines] = useState(false);
  const machines = useMachineNames(wantMachines);
  const loadFailed = t("sms-service.numbers.load_failed");
  const { state, search, setSearch, tableProps } = useListTable<SmsNumber & BaseRecord>(smsNumbers, {
    tableKey: TABLE_KEY,
    filters: { serviceId: serviceId ?? undefined, status: status ?? undefined },
    onError: (error) => toast("error", loadFailed, errorText(error, loadFailed)),
  });

  const columns: TableColumnsType<SmsNumber> = [
    {
      key: "phone",
      dataIndex: "phone",
      title: t("sms-service.numbers.fields.phone"),
      render: (phone: string) => (
        <Typography.Text copyable style={{ whiteSpace: "nowrap" }}>
          {phone}
        </Typography.Text>
      ),
    },
    {
      key: "status",
      dataIndex: "status",
      title: t("sms-service.numbers.fields.status"),
      render: (s: SmsNumberStatus) => <NumberStatusTag status={s} />,
    },
    {
      key: "country",
      dataIndex: "country",
      title: t("sms-service.numbers.fields.country"),
      render: (code: string) => <CountryFlag code={code} />,
    },
    {
      key: "service",
      title: t("sms-service.numbers.fields.service"),
      render: (_: unknown, row) => byId.get(row.serviceId)?.name ?? `#${row.serviceId}`,
    },
    {
      key: "timeCreate",
      dataIndex: "timeCreate",
      title: t("sms-service.numbers.fields.timeCreate"),
      render: (v: string) => formatDate(v),
    },
    {
      key: "timeUpdate",
      dataIndex: "timeUpdate",
      title: t("sms-service.numbers.fields.timeUpdate"),
      render: (v: string) => formatDate(v),
    },
    {
      key: "codes",
      title: t("sms-service.numbers.fields.codes"),
      render: (_: unknown, row) => (
        <NumberCodes number={row} machines={machines} onFirstOpen={() => setWantMachines(true)} />
      ),
    },
  ];

  return (
    <TableFrame>
      <DataTable<SmsNumber>
        columns={columns}
        {...tableProps}
        rowKey="id"
        emptyText={t("sms-service.numbers.empty")}
        toolbar={
          <ListToolbar
            search={search}
            onSearch={setSearch}
            searchPlaceholder={t("sms-service.numbers.search")}
            serviceId={serviceId}
            onServiceChange={onServiceChange}
            statuses={SMS_NUMBER_STATUSES}
            status={status}
            onStatusChange={setStatus}
            labelOf={(s) => t(NUMBER_STATUS_KEYS[s])}
            onFilterChange={() => state.setPage(1)}
          />
        }
      />
    </TableFrame>
  );
};

export default NumbersTab;
