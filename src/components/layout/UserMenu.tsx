import { LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { useLogout, useTranslate } from "@refinedev/core";
import { Button, Dropdown, Flex, theme, Typography, type MenuProps } from "antd";
import { useAuthStore } from "@/state/auth";
import { useNarrowScreen } from "./useNarrowScreen";
import { useProfileDialog } from "./profileDialogStore";
import { useMenuFocusReturn } from "./useMenuFocusReturn";
import { UserAvatar } from "@/components/widgets/UserAvatar";
import { useCssEllipsis } from "@/components/widgets/useCssEllipsis";
import { displayName } from "./userDisplay";

export const UserMenu = () => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const cut = useCssEllipsis();
  const user = useAuthStore((s) => s.user);
  const openProfile = useProfileDialog((s) => s.open);
  const { mutate: logout } = useLogout();
  const narrow = useNarrowScreen();
  const { ref: trigger, onOpenChange: returnFocus } = useMenuFocusReturn();

  if (!user) return null;
  const name = displayName(user);
  const roles = user.roles.map((r) => t(`def.roles.${r}`)).join(", ");

  const items: MenuProps["items"] = [
    {
      key: "identity",
      type: "group",
      label: (
        <Flex vertical style={{ maxWidth: 240 }}>
          <Typography.Text strong className={cut} style={{ color: token.colorText }}>
            {name}
          </Typography.Text>
          <Typography.Text type="secondary" className={cut}>
            {roles}
          </Typography.Text>
        </Flex>
      ),
    },
    { type: "divider" },
    { key: "profile", icon: <UserOutlined />, label: t("nav.profile"), onClick: () => openProfile(trigger.current) },
    { key: "logout", icon: <LogoutOutlined />, danger: true, label: t("nav.logout"), onClick: () => logout() },
  ];

  return (
    <Dropdown trigger={["click"]} placement="bottomRight" menu={{ items }} autoFocus onOpenChange={returnFocus}>
      <Button ref={trigger} type="text" aria-label={t("topbar.user_menu")} style={{ height: 40, paddingInline: 8 }}>
        <Flex align="center" gap={8}>
          {/* The button is named; the picture repeats nothing to a screen reader. */}
          <UserAvatar user={user} size="sm" label="" />
          {!narrow && (
            <Typography.Text className={cut} style={{ maxWidth: 160 }}>
              {name}
            </Typography.Text>
          )}
        </Flex>
      </Button>
    </Dropdown>
  );
};
