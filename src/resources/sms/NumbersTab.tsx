import { Typography } from "antd";
import { SMS_NUMBER_STATUSES, type SmsNumber } from "@/api/types/sms";
import { smsNumbers } from "@/registry/lookups/sms";
import { NumberCodes } from "./NumberCodes";
import { useMachineNames } from "./useMachineNames";
import { ScopedList, type ServiceScopedProps } from "./ScopedList";

export const NumbersTab = (scope: ServiceScopedProps) => {
  const machines = useMachineNames();
  return (
    <ScopedList<SmsNumber>
      {...scope}
      lookup={smsNumbers}
      statuses={SMS_NUMBER_STATUSES}
      cells={{
        phone: (row) => (
          <Typography.Text copyable style={{ whiteSpace: "nowrap" }}>
            {row.phone}
          </Typography.Text>
        ),
        codes: (row) => <NumberCodes number={row} machines={machines} />,
      }}
    />
  );
};
