import { useMemo } from "react";
import { ProfileOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Flex, Tag, type TableColumnsType } from "antd";
import type { User } from "@/api/types";
import { CellText } from "@/components/table/CellText";
import { UserAvatar } from "@/components/widgets";
import { UserStatusTag } from "./UserStatusTag";
import { rowColumn } from "@/components/table/rowColumn";
import { RowAction } from "@/components/table/RowAction";

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
      rowColumn("login", t("users.fields.login"), (u: User) => <CellText text={u.login} strong maxWidth={160} />),
      rowColumn("name", t("users.fields.name"), (u: User) => <CellText text={u.name} />),
      rowColumn("surname", t("users.fields.surname"), (u: User) => <CellText text={u.surname} />),
      rowColumn("email", t("users.fields.email"), (u: User) => <CellText text={u.email} maxWidth={180} />),
      rowColumn("status", t("users.fields.status"), (u: User) => <UserStatusTag status={u.status} />),
      rowColumn("roles", t("users.fields.roles"), (u: User) => (
        <Flex gap={4} wrap>
          {u.roles.map((r) => (
            <Tag key={r} bordered={false} style={{ marginInlineEnd: 0 }}>
              {t(`def.roles.${r}`)}
            </Tag>
          ))}
        </Flex>
      )),
      {
        key: "actions",
        title: t("users.fields.actions"),
        width: 88,
        render: (_: unknown, u: User) => (
          <RowAction
            type={u.status === "NEW" ? "primary" : "text"}
            tip={t("users.details.open", { login: u.login })}
            icon={<ProfileOutlined aria-hidden />}
            onClick={() => onDetails(u.uuid)}
          />
        ),
      },
    ],
    [t, onDetails],
  );
};
