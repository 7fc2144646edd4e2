import { useState } from "react";
import { Button, Typography, type TableColumnsType } from "antd";
import { StopOutlined } from "@ant-design/icons";
import { useInvalidate, useTranslate, type BaseRecord } from "@refinedev/core";
import { smsMessagesApi } from "@/api/endpoints/sms";
import { SMS_MESSAGE_STATUSES, type SmsMessage, type SmsMessageStatus } from "@/api/types/sms";
import { useConfirm } from "@/components/widgets";
import { useFormatDate } from "@/lib/useFormatDate";
import { useCan } from "@/providers/useCan";
import { toast } from "@/providers/notification";
import { errorText } from "@/lib/errorText";
import { canCancelMessage } from "./smsForms";
import { MessageStatusTag, MESSAGE_STATUS_KEYS } from "./statusTags";
import { SmsTable } from "./SmsLayout";
import { smsMessages } from "@/registry/lookups/sms";
import { useScopedList, type ServiceScopedProps } from "./useScopedList";
import { DateText } from "@/components/table/DateText";
import { useSmsServices } from "./useSmsServices";

/** Messages the services were asked to catch; a PENDING one can be cancelled (edit:sms). */
export const MessagesTab = (scope: ServiceScopedProps) => {
  const t = useTranslate();
  const formatDate = useFormatDate();
  const { byId } = useSmsServices();
  const { confirm, dialog } = useConfirm();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const canEdit = useCan()("sms-services", "edit");
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

  const columns: TableColumnsType<SmsMessage> = [
    {
      key: "phone",
      dataIndex: "phone",
      title: t("sms-service.messages.fields.phone"),
      render: (phone: string) => <Typography.Text style={{ whiteSpace: "nowrap" }}>{phone}</Typography.Text>,
    },
    {
      key: "service",
      title: t("sms-service.messages.fields.service"),
      render: (_: unknown, row) => byId.get(row.serviceId)?.name ?? `#${row.serviceId}`,
    },
    {
      key: "text",
      dataIndex: "text",
      title: t("sms-service.messages.fields.text"),
      render: (text: string | null) =>
        text === null ? <Typography.Text type="secondary">{t("sms-service.messages.no_text")}</Typography.Text> : text,
    },
    {
      key: "status",
      dataIndex: "status",
      title: t("sms-service.messages.fields.status"),
      render: (s: SmsMessageStatus) => <MessageStatusTag status={s} />,
    },
    {
      key: "createdAt",
      dataIndex: "createdAt",
      title: t("sms-service.messages.fields.createdAt"),
      render: (v: string) => <DateText text={formatDate(v)} />,
    },
    ...(canEdit
      ? [
          {
            key: "actions",
            title: t("sms-service.messages.fields.actions"),
            render: (_: unknown, row: SmsMessage) =>
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
          },
        ]
      : []),
  ];

  return (
    <>
      <SmsTable<SmsMessage> columns={columns} {...table} emptyText={t("sms-service.messages.empty")} />
      {dialog}
    </>
  );
};

export default MessagesTab;
