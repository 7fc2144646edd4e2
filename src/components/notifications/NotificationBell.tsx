import { BellOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Badge, Button, Flex, Popover, Spin, theme, Typography } from "antd";
import { lazy, Suspense, useRef, useState } from "react";
import type { LiveManager } from "@/providers/live";
import type { TabKey } from "./NotificationPanel";
import { useStatusPush } from "./useStatusPush";
import { pushToastKey, useNotifications } from "./useNotifications";
import { closeToast } from "@/providers/notification";

// The panel (antd's Tabs, the list with its Popconfirm and Empty) loads when the bell is about to
// be used, not with every page: on hover, focus or the first open.
const loadPanel = () => import("./NotificationPanel");
const NotificationPanel = lazy(loadPanel);

const PanelLoading = () => {
  const t = useTranslate();
  const { token } = theme.useToken();
  return (
    <Flex justify="center" style={{ width: 360, maxWidth: "calc(100vw - 32px)", paddingBlock: token.paddingLG }}>
      <div role="status" aria-label={t("notifications.loading")}>
        <Spin />
      </div>
    </Flex>
  );
};

interface NotificationBellProps {
  manager?: LiveManager;
}

/** Top-bar bell: unread count, and a panel with the inbox (NEW) and the archive. */
export const NotificationBell = ({ manager }: NotificationBellProps) => {
  const t = useTranslate();
  const center = useNotifications(manager, { announce: true });
  useStatusPush(manager);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<TabKey>("inbox");
  const opened = useRef(false);
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // The panel lists the pushes their toasts announced, and the toasts sit over its top right
    // (where the first item's dismiss is): they have done their job.
    if (next) for (const item of center.inbox) closeToast(pushToastKey(item.id));
    // The list also arrives on every connect; the first open asks again so it is fresh.
    if (next && !opened.current) {
      opened.current = true;
      center.start();
    }
  };

  // The panel is a dialog: focus goes into it on opening, Escape closes it and gives focus back to
  // the bell, as it does when focus was inside and the panel closes another way.
  const afterOpenChange = (visible: boolean) => {
    if (visible) panel.current?.focus();
    else if (panel.current?.contains(document.activeElement)) bell.current?.focus();
  };
  const close = () => {
    setOpen(false);
    bell.current?.focus();
  };

  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      afterOpenChange={afterOpenChange}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      content={
        <div
          ref={panel}
          role="dialog"
          aria-labelledby="notifications-title"
          tabIndex={-1}
          style={{ outline: "none" }}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.stopPropagation();
              close();
            }
          }}
        >
          <Typography.Title id="notifications-title" level={2} style={{ fontSize: 16, marginTop: 0 }}>
            {t("notifications.title")}
          </Typography.Title>
          <Suspense fallback={<PanelLoading />}>
            <NotificationPanel center={center} tab={tab} onTab={setTab} />
          </Suspense>
        </div>
      }
    >
      <Button
        ref={bell}
        type="text"
        aria-label={t("notifications.bell_label", { count: center.unread })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        icon={
          <Badge count={center.unread} size="small" overflowCount={99} offset={[2, -2]}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Popover>
  );
};
