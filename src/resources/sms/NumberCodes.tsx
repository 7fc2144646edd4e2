import { useState } from "react";
import { Button, Flex, List, Popover, Spin, Typography } from "antd";
import { useTranslate } from "@refinedev/core";
import type { SmsNumber } from "@/api/types/sms";
import { useFormatDate } from "@/lib/useFormatDate";
import { useMachineDialog } from "../machines/machineDialogStore";
import type { useMachineNames } from "./useMachineNames";

/** A number's codes behind a count; `machines` is the table's shared id → name lookup. */
export const NumberCodes = ({
  number,
  machines,
}: {
  number: SmsNumber;
  machines: ReturnType<typeof useMachineNames>;
}) => {
  const t = useTranslate();
  const formatDate = useFormatDate();
  const [open, setOpen] = useState(false);
  const label = t("sms-service.numbers.codes_count", { count: number.codes.length });
  if (number.codes.length === 0) return <Typography.Text type="secondary">{label}</Typography.Text>;

  const codes = (
    <List
      size="small"
      style={{ minWidth: 260 }}
      dataSource={number.codes}
      renderItem={(code) => {
        const name = machines.nameOf(code.machineId);
        return (
          <List.Item>
            <Flex vertical gap={2} style={{ width: "100%" }}>
              <Flex justify="space-between" gap={16}>
                <Typography.Text strong copyable style={{ fontFamily: "monospace" }}>
                  {code.code}
                </Typography.Text>
                <Typography.Text type="secondary">{formatDate(code.createdAt)}</Typography.Text>
              </Flex>
              <Flex gap={4} align="center">
                <Typography.Text type="secondary">{t("sms-service.numbers.machine")}:</Typography.Text>
                {name ? (
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0 }}
                    onClick={() => useMachineDialog.getState().open(name)}
                  >
                    {name}
                  </Button>
                ) : machines.loading ? (
                  <Spin size="small" />
                ) : (
                  <Typography.Text>{t("sms-service.numbers.machine_id", { id: code.machineId })}</Typography.Text>
                )}
              </Flex>
            </Flex>
          </List.Item>
        );
      }}
    />
  );
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) machines.want();
      }}
      title={t("sms-service.numbers.codes_title", { phone: number.phone })}
      content={open ? codes : null}
    >
      <Button size="small" aria-expanded={open}>
        {label}
      </Button>
    </Popover>
  );
};
