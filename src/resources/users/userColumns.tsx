import { useMemo } from "react";
import { ProfileOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Flex, Tag, type TableColumnsType } from "antd";
import type { User } from "@/api/types";
import { CellText } from "@/components/table/CellText";
import { Tip, UserAvatar } from "@/components/widgets";
import { UserStatusTag } from "./UserStatusTag";

/** The users list's columns; the keys of sortable columns are the API's sort keys. */
export const useUserColumns = (onDetails: (uuid: string) => void): TableColumnsType<User> => {
  const t = useTranslate();
  return useMemo(
    () => [
      {
        key: "avatar",
        title: t("users.fields.avatar"),
        width: 64,
        // The login beside it names the user; the picture adds nothing to read out.
        render: (_: unknown, u: User) => <UserAvatar user={u} size="sm" label="" />,
      },
      {
        key: "login",
        title: t("users.fields.login"),
        render: (_: unknown, u: User) => <CellText text={u.login} strong maxWidth={200} />,
      },
      { key: "name", title: t("users.fields.name"), render: (_: unknown, u: User) => <CellText text={u.name} /> },
      {
        key: "surname",
        title: t("users.fields.surname"),
        render: (_: unknown, u: User) => <CellText text={u.surname} />,
      },
      {
        key: "email",
        title: t("users.fields.email"),
        render: (_: unknown, u: User) => <CellText text={u.email} maxWidth={260} />,
      },
      {
        key: "status",
        title: t("users.fields.status"),
        render: (_: unknown, u: User) => <UserStatusTag status={u.status} />,
      },
      {
        key: "roles",
        title: t("users.fields.roles"),
        render: (_: unknown, u: User) => (
          <Flex gap={4} wrap>
            {u.roles.map((r) => (
              <Tag key={r} bordered={false} style={{ marginInlineEnd: 0 }}>
                {t(`def.roles.${r}`)}
              </Tag>
            ))}
          </Flex>
        ),
      },
      {
        key: "actions",
        title: t("users.fields.actions"),
        width: 88,
        render: (_: unknown, u: User) => (
          <Tip title={t("users.details.open", { login: u.login })}>
            <Button
              type={u.status === "NEW" ? "primary" : "text"}
              aria-label={t("users.details.open", { login: u.login })}
              icon={<ProfileOutlined aria-hidden />}
              onClick={() => onDetails(u.uuid)}
            />
          </Tip>
        ),
      },
    ],
    [t, onDetails],
  );
};
