import { useState } from "react";
import { Button, Typography } from "antd";
import { StopOutlined } from "@ant-design/icons";
import { useInvalidate, useTranslate } from "@refinedev/core";
import { smsMessagesApi } from "@/api/endpoints/sms";
import { SMS_MESSAGE_STATUSES, type SmsMessage } from "@/api/types/sms";
import { useConfirm } from "@/components/widgets/useConfirm";
import { toast } from "@/providers/notification";
import { errorText } from "@/lib/errorText";
import { smsMessages } from "@/registry/lookups/sms";
import { canCancelMessage } from "./smsRows";
import { ScopedList, type ServiceScopedProps } from "./ScopedList";

/** Messages the services were asked to catch; a PENDING one can be cancelled (edit:sms). */
export const MessagesTab = (scope: ServiceScopedProps) => {
  const t = useTranslate();
  const { confirm, dialog } = useConfirm();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const invalidate = useInvalidate();

  const cancel = async (message: SmsMessage) => {
    const yes = await confirm({
      title: t("sms-service.messages.cancel_title", { phone: message.phone }),
      description: t("sms-service.messages.cancel_text"),
      confirmText: t("sms-service.messages.cancel_confirm"),
      cancelText: t("sms-service.messages.keep"),
      danger: true,
    });
    if (!yes) return;
    setCancelling(message.id);
    try {
      await smsMessagesApi.cancel(message.id);
      await invalidate({ resource: smsMessages.name, invalidates: ["list"] });
      toast("success", t("sms-service.messages.cancelled", { phone: message.phone }));
    } catch (error) {
      const failed = t("sms-service.messages.cancel_failed");
      toast("error", failed, errorText(error, failed));
    } finally {
      setCancelling(null);
    }
  };

  return (
    <ScopedList<SmsMessage>
      {...scope}
      lookup={smsMessages}
      statuses={SMS_MESSAGE_STATUSES}
      cells={{
        phone: (row) => <Typography.Text style={{ whiteSpace: "nowrap" }}>{row.phone}</Typography.Text>,
        actions: (row) =>
          canCancelMessage(row) ? (
            <Button
              size="small"
              icon={<StopOutlined aria-hidden />}
              loading={cancelling === row.id}
              onClick={() => void cancel(row)}
            >
              {t("sms-service.messages.cancel")}
            </Button>
          ) : null,
      }}
    >
      {dialog}
    </ScopedList>
  );
};
