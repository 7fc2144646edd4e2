import { useTranslate } from "@refinedev/core";
import { Tag } from "antd";
import type { UserStatus } from "@/api/types";

const COLORS: Record<UserStatus, string> = { NEW: "warning", ACTIVE: "success", BANNED: "error" };

/** A user's status in colour and words; NEW reads "awaiting approval" so it stands out in the list. */
export const UserStatusTag = ({ status }: { status: UserStatus }) => {
  const t = useTranslate();
  return (
    <Tag bordered={false} color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`users.status.${status}`)}
    </Tag>
  );
};
