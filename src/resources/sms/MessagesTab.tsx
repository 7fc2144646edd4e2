import { useState } from "react";
import { Button, Typography } from "antd";
import { StopOutlined } from "@ant-design/icons";
import { useInvalidate, useTranslate, type BaseRecord } from "@refinedev/core";
import { smsMessagesApi } from "@/api/endpoints/sms";
import { SMS_MESSAGE_STATUSES, type SmsMessage, type SmsMessageStatus } from "@/api/types/sms";
import { useConfirm } from "@/components/widgets";
import { toast } from "@/providers/notification";
import { errorText } from "@/lib/errorText";
import { canCancelMessage } from "./smsRows";
import { MessageStatusTag, MESSAGE_STATUS_KEYS } from "./statusTags";
import { SmsTable } from "./SmsLayout";
import { smsMessages } from "@/registry/lookups/sms";
import { useScopedList, type ServiceScopedProps } from "./useScopedList";
import { useChosenColumns } from "@/resources/views/DeclaredList";
import { useSmsServices } from "./useSmsServices";

/** Messages the services were asked to catch; a PENDING one can be cancelled (edit:sms). */
export const MessagesTab = (scope: ServiceScopedProps) => {
  const t = useTranslate();
  const { byId } = useSmsServices();
  const { confirm, dialog } = useConfirm();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const invalidate = useInvalidate();
  const table = useScopedList<SmsMessage & BaseRecord, SmsMessageStatus>(smsMessages, scope, {
    statuses: SMS_MESSAGE_STATUSES,
    statusKeys: MESSAGE_STATUS_KEYS,
    loadFailed: t("sms-service.messages.load_failed"),
    searchPlaceholder: t("sms-service.messages.search"),
  });

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
      toast(
        "error",
        t("sms-service.messages.cancel_failed"),
        errorText(error, t("sms-service.messages.cancel_failed")),
      );
    } finally {
      setCancelling(null);
    }
  };

  const cells = {
    phone: (row: SmsMessage) => <Typography.Text style={{ whiteSpace: "nowrap" }}>{row.phone}</Typography.Text>,
    service: (row: SmsMessage) => byId.get(row.serviceId)?.name ?? `#${row.serviceId}`,
    status: (row: SmsMessage) => <MessageStatusTag status={row.status} />,
    actions: (row: SmsMessage) =>
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
  };
  const columns = useChosenColumns<SmsMessage>(smsMessages, table.tableKey, { cells });
  return (
    <>
      <SmsTable<SmsMessage> columns={columns} {...table} emptyText={t("sms-service.messages.empty")} />
      {dialog}
    </>
  );
};

export default MessagesTab;
