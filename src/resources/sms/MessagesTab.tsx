import { useState } from "react";
import { Button, Typography, type TableColumnsType } from "antd";
import { StopOutlined } from "@ant-design/icons";
import { useInvalidate, useTranslate, type BaseRecord } from "@refinedev/core";
import { smsMessagesApi } from "@/api/endpoints/sms";
import { SMS_MESSAGE_STATUSES, type SmsMessage, type SmsMessageStatus } from "@/api/types/sms";
import { DataTable } from "@/components/table";
import { useConfirm } from "@/components/widgets";
import { useFormatDate } from "@/lib/useFormatDate";
import { useCan } from "@/providers/useCan";
import { toast } from "@/providers/notification";
import { ListToolbar } from "./ListFilters";
import type { ServiceScopedProps } from "./NumbersTab";
import { errorText } from "@/lib/errorText";
import { canCancelMessage } from "./smsForms";
import { MessageStatusTag, MESSAGE_STATUS_KEYS } from "./statusTags";
import { TableFrame } from "./SmsLayout";
import { useListTable } from "../shared/useListTable";
import { smsMessages } from "./lookups";
import { useSmsServices } from "./useSmsServices";

const TABLE_KEY = "sms-messages";

/** Messages the services were asked to catch; a PENDING one can be cancelled (edit:sms). */
export const MessagesTab = ({ serviceId, onServiceChange }: ServiceScopedProps) => {
  const t = useTranslate();
  const formatDate = useFormatDate();
  const { byId } = useSmsServices();
  const { confirm, dialog } = useConfirm();
  const [status, setStatus] = useState<SmsMessageStatus | null>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const canEdit = useCan()("sms-services", "edit");
  const invalidate = useInvalidate();
  const loadFailed = t("sms-service.messages.load_failed");
  const { state, search, setSearch, tableProps } = useListTable<SmsMessage & BaseRecord>(smsMessages, {
    tableKey: TABLE_KEY,
    filters: { serviceId: serviceId ?? undefined, status: status ?? undefined },
    onError: (error) => toast("error", loadFailed, errorText(error, loadFailed)),
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
      render: (v: string) => formatDate(v),
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
      <TableFrame>
        <DataTable<SmsMessage>
          columns={columns}
          {...tableProps}
          rowKey="id"
          emptyText={t("sms-service.messages.empty")}
          toolbar={
            <ListToolbar
              search={search}
              onSearch={setSearch}
              searchPlaceholder={t("sms-service.messages.search")}
              serviceId={serviceId}
              onServiceChange={onServiceChange}
              statuses={SMS_MESSAGE_STATUSES}
              status={status}
              onStatusChange={setStatus}
              labelOf={(s) => t(MESSAGE_STATUS_KEYS[s])}
              onFilterChange={() => state.setPage(1)}
            />
          }
        />
      </TableFrame>
      {dialog}
    </>
  );
};

export default MessagesTab;
