import { useState } from "react";
import { Typography, type TableColumnsType } from "antd";
import { useTranslate, type BaseRecord } from "@refinedev/core";
import { SMS_NUMBER_STATUSES, type SmsNumber, type SmsNumberStatus } from "@/api/types/sms";
import { useFormatDate } from "@/lib/useFormatDate";
import { CountryFlag } from "@/components/locale";
import { NumberCodes } from "./NumberCodes";
import { NumberStatusTag, NUMBER_STATUS_KEYS } from "./statusTags";
import { SmsTable } from "./SmsLayout";
import { smsNumbers } from "@/registry/lookups/sms";
import { useMachineNames } from "./useMachineNames";
import { useScopedList, type ServiceScopedProps } from "./useScopedList";
import { DateText } from "@/components/table/DateText";
import { useSmsServices } from "./useSmsServices";

/** The rented numbers, newest first, with their codes; filterable by service and status. */
export const NumbersTab = (scope: ServiceScopedProps) => {
  const t = useTranslate();
  const formatDate = useFormatDate();
  const { byId } = useSmsServices();
  const [wantMachines, setWantMachines] = useState(false);
  const machines = useMachineNames(wantMachines);
  const table = useScopedList<SmsNumber & BaseRecord, SmsNumberStatus>(smsNumbers, scope, {
    statuses: SMS_NUMBER_STATUSES,
    statusKeys: NUMBER_STATUS_KEYS,
    loadFailed: t("sms-service.numbers.load_failed"),
    searchPlaceholder: t("sms-service.numbers.search"),
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
      render: (v: string) => <DateText text={formatDate(v)} />,
    },
    {
      key: "timeUpdate",
      dataIndex: "timeUpdate",
      title: t("sms-service.numbers.fields.timeUpdate"),
      render: (v: string) => <DateText text={formatDate(v)} />,
    },
    {
      key: "codes",
      title: t("sms-service.numbers.fields.codes"),
      render: (_: unknown, row) => (
        <NumberCodes number={row} machines={machines} onFirstOpen={() => setWantMachines(true)} />
      ),
    },
  ];

  return <SmsTable<SmsNumber> columns={columns} {...table} emptyText={t("sms-service.numbers.empty")} />;
};

export default NumbersTab;
