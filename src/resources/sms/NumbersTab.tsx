import { useState } from "react";
import { Typography } from "antd";
import { useTranslate, type BaseRecord } from "@refinedev/core";
import { SMS_NUMBER_STATUSES, type SmsNumber, type SmsNumberStatus } from "@/api/types/sms";
import { CountryFlag } from "@/components/locale";
import { NumberCodes } from "./NumberCodes";
import { NumberStatusTag, NUMBER_STATUS_KEYS } from "./statusTags";
import { SmsTable } from "./SmsLayout";
import { smsNumbers } from "@/registry/lookups/sms";
import { useMachineNames } from "./useMachineNames";
import { useScopedList, type ServiceScopedProps } from "./useScopedList";
import { useChosenColumns } from "@/resources/views/DeclaredList";
import { useSmsServices } from "./useSmsServices";

/** The rented numbers, newest first, with their codes; filterable by service and status. */
export const NumbersTab = (scope: ServiceScopedProps) => {
  const t = useTranslate();
  const { byId } = useSmsServices();
  const [wantMachines, setWantMachines] = useState(false);
  const machines = useMachineNames(wantMachines);
  const table = useScopedList<SmsNumber & BaseRecord, SmsNumberStatus>(smsNumbers, scope, {
    statuses: SMS_NUMBER_STATUSES,
    statusKeys: NUMBER_STATUS_KEYS,
    loadFailed: t("sms-service.numbers.load_failed"),
    searchPlaceholder: t("sms-service.numbers.search"),
  });

  const cells = {
    phone: (row: SmsNumber) => (
      <Typography.Text copyable style={{ whiteSpace: "nowrap" }}>
        {row.phone}
      </Typography.Text>
    ),
    status: (row: SmsNumber) => <NumberStatusTag status={row.status} />,
    country: (row: SmsNumber) => <CountryFlag code={row.country} />,
    service: (row: SmsNumber) => byId.get(row.serviceId)?.name ?? `#${row.serviceId}`,
    codes: (row: SmsNumber) => (
      <NumberCodes number={row} machines={machines} onFirstOpen={() => setWantMachines(true)} />
    ),
  };
  const columns = useChosenColumns<SmsNumber>(smsNumbers, table.tableKey, { cells });
  return <SmsTable<SmsNumber> columns={columns} {...table} emptyText={t("sms-service.numbers.empty")} />;
};

export default NumbersTab;
