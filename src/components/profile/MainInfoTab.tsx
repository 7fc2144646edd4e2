import type { ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import { Descriptions, Flex, Skeleton, Space, Tag, Typography, type DescriptionsProps } from "antd";
import type { Role, User, UserStatus } from "@/api/types";
import { tk } from "@/providers/i18n";
import { displayName } from "@/components/layout/userDisplay";
import { UserAvatar } from "@/components/widgets/UserAvatar";
import { AvatarUpload } from "./AvatarUpload";

interface MainInfoTabProps {
  user: User | null;
  loading: boolean;
  onUserChange: (user: User) => void;
}

const STATUS_KEYS: Record<UserStatus, string> = {
  ACTIVE: tk("profile.statuses.ACTIVE"),
  NEW: tk("profile.statuses.NEW"),
  BANNED: tk("profile.statuses.BANNED"),
};
const STATUS_COLORS: Record<UserStatus, string> = { ACTIVE: "success", NEW: "processing", BANNED: "error" };

const ROLE_KEYS: Record<Role, string> = {
  USER: tk("def.roles.USER"),
  ADMIN: tk("def.roles.ADMIN"),
  ADMIN_BOT: tk("def.roles.ADMIN_BOT"),
  OWNER: tk("def.roles.OWNER"),
};

export const MainInfoTab = ({ user, loading, onUserChange }: MainInfoTabProps) => {
  const t = useTranslate();

  if (loading || !user) {
    return (
      <div aria-busy="true">
        <Skeleton avatar active paragraph={{ rows: 5 }} />
      </div>
    );
  }

  const unavailable = <Typography.Text type="secondary">{t("profile.unavailable")}</Typography.Text>;
  const text = (value: string | undefined): ReactNode => (value?.trim() ? value : unavailable);

  const items: DescriptionsProps["items"] = [
    { key: "name", label: t("profile.fields.name"), children: text(user.name) },
    { key: "surname", label: t("profile.fields.surname"), children: text(user.surname) },
    { key: "username", label: t("profile.fields.username"), children: text(user.username) },
    { key: "login", label: t("profile.fields.login"), children: text(user.login) },
    { key: "email", label: t("profile.fields.email"), children: text(user.email) },
    {
      key: "status",
      label: t("profile.fields.status"),
      children: user.status ? <Tag color={STATUS_COLORS[user.status]}>{t(STATUS_KEYS[user.status])}</Tag> : unavailable,
    },
    {
      key: "roles",
      label: t("profile.fields.roles"),
      children: user.roles.length ? (
        <Space size={[4, 4]} wrap>
          {user.roles.map((role) => (
            <Tag key={role} color="blue">
              {t(ROLE_KEYS[role])}
            </Tag>
          ))}
        </Space>
      ) : (
        unavailable
      ),
    },
  ];

  return (
    <Flex gap={24} wrap align="flex-start">
      <Flex vertical align="center" gap={12} style={{ minWidth: 160 }}>
        <UserAvatar user={user} size="lg" label={t("profile.avatar_alt")} />
        <Typography.Text strong>{displayName(user) || unavailable}</Typography.Text>
        <AvatarUpload onUploaded={onUserChange} />
      </Flex>
      <Descriptions column={1} size="small" items={items} style={{ flex: 1, minWidth: 240 }} />
    </Flex>
  );
};
