import { useTranslate } from "@refinedev/core";
import { Badge, Flex, Spin, Tabs, theme, Typography } from "antd";
import { NotificationList } from "./NotificationList";
import type { NotificationCenter } from "./useNotifications";

export type TabKey = "inbox" | "archive";

const TabLabel = ({ text, count, quiet }: { text: string; count: number; quiet?: boolean }) => {
  const { token } = theme.useToken();
  const muted = quiet || count === 0;
  return (
    <Flex align="center" gap={token.marginXS}>
      {text}
      <Badge
        count={count}
        showZero
        size="small"
        color={muted ? token.colorFillSecondary : token.colorPrimary}
        styles={{ indicator: muted ? { color: token.colorTextSecondary, boxShadow: "none" } : undefined }}
      />
    </Flex>
  );
};

const NotificationPanel = ({
  center,
  tab,
  onTab,
}: {
  center: NotificationCenter;
  tab: TabKey;
  onTab: (tab: TabKey) => void;
}) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const loading = center.items === null;
  const body = (kind: TabKey) =>
    loading ? (
      <Flex justify="center" style={{ paddingBlock: token.paddingLG }}>
        <div role="status" aria-label={t("notifications.loading")}>
          <Spin />
        </div>
      </Flex>
    ) : (
      <NotificationList
        kind={kind}
        items={kind === "inbox" ? center.inbox : center.archive}
        onAction={kind === "inbox" ? center.dismiss : center.remove}
      />
    );

  return (
    <div style={{ width: 360, maxWidth: "calc(100vw - 32px)" }}>
      {center.state === "closed" && !loading && (
        <Typography.Text type="warning" role="status" style={{ display: "block", fontSize: token.fontSizeSM }}>
          {t("notifications.reconnecting")}
        </Typography.Text>
      )}
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => onTab(key === "archive" ? "archive" : "inbox")}
        items={[
          {
            key: "inbox",
            label: <TabLabel text={t("notifications.inbox")} count={center.inbox.length} />,
            children: body("inbox"),
          },
          {
            key: "archive",
            label: <TabLabel text={t("notifications.archive")} count={center.archive.length} quiet />,
            children: body("archive"),
          },
        ]}
      />
    </div>
  );
};

export default NotificationPanel;
