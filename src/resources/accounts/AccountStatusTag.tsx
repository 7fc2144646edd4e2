import { useTranslate } from "@refinedev/core";
import { Tag } from "antd";
import { accountMeaning, type AccountMeaning } from "@/api/types/accounts";

const COLORS: Record<AccountMeaning, string> = { available: "success", not_found: "warning", unavailable: "default" };

/** Spec §4: the status by what it means; the raw status follows when "unavailable" hides which one. */
export const AccountStatusTag = ({ status }: { status: string }) => {
  const t = useTranslate();
  const meaning = accountMeaning(status);
  return (
    <Tag bordered={false} color={COLORS[meaning]} style={{ marginInlineEnd: 0 }}>
      {t(`accounts.status.${meaning}`)}
      {meaning === "unavailable" && ` · ${t(`accounts.status_code.${status}`, status)}`}
    </Tag>
  );
};
