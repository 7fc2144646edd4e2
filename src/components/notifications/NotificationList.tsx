import { CheckOutlined, DeleteOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Empty, Flex, Popconfirm, theme, Typography } from "antd";
import type { CSSProperties } from "react";
import type { AppNotification } from "@/api/types";
import { useFormatDate } from "@/lib/useFormatDate";
import { Tip } from "@/components/widgets/Tip";

const CLAMP_3: CSSProperties = {
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  marginBottom: 2,
};

interface NotificationListProps {
  items: AppNotification[];
  /** Inbox items are dismissed; archive items are deleted (after a confirmation). */
  kind: "inbox" | "archive";
  onAction: (id: AppNotification["id"]) => void;
}

const ActionButton = ({ item, kind, onAction }: { item: AppNotification } & Omit<NotificationListProps, "items">) => {
  const t = useTranslate();
  if (kind === "inbox") {
    return (
      <Tip title={t("notifications.dismiss")}>
        <Button
          type="text"
          size="small"
          icon={<CheckOutlined />}
          aria-label={t("notifications.dismiss_item", { title: item.title })}
          onClick={() => onAction(item.id)}
        />
      </Tip>
    );
  }
  return (
    <Popconfirm
      title={t("notifications.delete_confirm")}
      okText={t("notifications.delete")}
      cancelText={t("notifications.cancel")}
      okButtonProps={{ danger: true }}
      placement="left"
      onConfirm={() => onAction(item.id)}
    >
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t("notifications.delete_item", { title: item.title })}
      />
    </Popconfirm>
  );
};

export const NotificationList = ({ items, kind, onAction }: NotificationListProps) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const formatDate = useFormatDate();

  if (items.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t(kind === "inbox" ? "notifications.empty_inbox" : "notifications.empty_archive")}
        style={{ marginBlock: token.marginLG }}
      />
    );
  }

  return (
    <ul
      aria-label={t(kind === "inbox" ? "notifications.inbox" : "notifications.archive")}
      style={{ listStyle: "none", margin: 0, padding: 0, maxHeight: 360, overflowY: "auto" }}
    >
      {items.map((item, index) => (
        <li
          key={item.id}
          style={{
            paddingBlock: token.paddingSM,
            paddingInline: token.paddingXS,
            borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Flex gap={token.marginXS} align="flex-start">
            {kind === "inbox" && (
              // The unread dot repeats the tab's meaning visually; the text already says it.
              <span
                aria-hidden
                style={{
                  flex: "none",
                  width: 8,
                  height: 8,
                  marginTop: 7,
                  borderRadius: "50%",
                  background: token.colorPrimary,
                }}
              />
            )}
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              {/* CSS clamping rather than antd's measured ellipsis: no layout reads per item. */}
              <Typography.Text
                strong
                title={item.title}
                style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
              >
                {item.title}
              </Typography.Text>
              <Typography.Text type="secondary" title={item.body} style={CLAMP_3}>
                {item.body}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                <time dateTime={item.time}>{formatDate(item.time)}</time>
              </Typography.Text>
            </Flex>
            <ActionButton item={item} kind={kind} onAction={onAction} />
          </Flex>
        </li>
      ))}
    </ul>
  );
};
