import { useCallback, useState } from "react";
import { ClockCircleOutlined, TeamOutlined, UserAddOutlined } from "@ant-design/icons";
import { useList, useTranslate } from "@refinedev/core";
import { Button, Flex } from "antd";
import { useNavigate } from "react-router";
import { ROLES, type User, type UserStatus } from "@/api/types";
import { Page } from "@/components/layout/Page";
import { FilterSelect } from "../views/FilterSelect";
import { ListCard } from "../views/ListCard";
import { ListSearch } from "../views/ListSearch";
import { useListTable } from "../views/useListTable";
import { users } from "@/registry/areas/users";
import { UserDetailDialog } from "./UserDetailDialog";
import { useUserColumns } from "./userColumns";

const STATUSES: readonly UserStatus[] = ["NEW", "ACTIVE", "BANNED"];

/** How many users wait for approval: a count only (size 1), so it stays cheap on a big team. */
const useWaitingCount = (): number => {
  const { result } = useList<User>({
    resource: "users",
    pagination: { currentPage: 1, pageSize: 1, mode: "server" },
    filters: [{ field: "status", operator: "eq", value: "NEW" }],
  });
  return result.total ?? 0;
};

/** /users (spec §2, OWNER only): searched, sorted and filtered on the server; NEW users stand out. */
export const UsersPage = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const list = useListTable<User>(users, { filterKeys: ["status", "role"] });
  const [detail, setDetail] = useState<string | null>(null);
  const onDetails = useCallback((uuid: string) => setDetail(uuid), []);
  const columns = useUserColumns(onDetails);
  const waiting = useWaitingCount();
  const { filters, setFilter } = list;

  const toolbar = (
    <Flex gap={8} wrap align="center" style={{ width: "100%" }}>
      <ListSearch list={list} label={t("users.search")} />
      <FilterSelect
        list={list}
        name="status"
        label={t("users.filters.status")}
        style={{ minWidth: 180 }}
        options={STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))}
      />
      <FilterSelect
        list={list}
        name="role"
        label={t("users.filters.role")}
        style={{ minWidth: 160 }}
        options={ROLES.map((r) => ({ value: r, label: t(`def.roles.${r}`) }))}
      />
      {waiting > 0 && filters.status !== "NEW" && (
        <Button icon={<ClockCircleOutlined aria-hidden />} onClick={() => setFilter("status", "NEW")}>
          {t("users.waiting", { count: waiting })}
        </Button>
      )}
    </Flex>
  );

  const actions = (
    <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => void navigate("/users/create")}>
      {t("users.create.open")}
    </Button>
  );

  return (
    <Page area={users} title={t("users.title")} icon={<TeamOutlined aria-hidden />} actions={actions}>
      <ListCard<User>
        list={list}
        columns={columns}
        toolbar={toolbar}
        empty={t("users.empty")}
        noMatch={t("users.no_match", { search: list.search })}
      />
      <UserDetailDialog uuid={detail} onClose={() => setDetail(null)} />
    </Page>
  );
};

export default UsersPage;
