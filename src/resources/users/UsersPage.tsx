import { useCallback, useState } from "react";
import { ClockCircleOutlined, TeamOutlined, UserAddOutlined } from "@ant-design/icons";
import { useList, useTranslate } from "@refinedev/core";
import { Button, Card, Flex, Select } from "antd";
import { useNavigate } from "react-router";
import { ROLES, type User, type UserStatus } from "@/api/types";
import { Page } from "@/components/layout/Page";
import { DataTable } from "@/components/table";
import { SearchInput } from "@/components/widgets";
import { useListTable } from "../shared/useListTable";
import { users } from "./index";
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
      <SearchInput
        value={list.search}
        onSearch={list.setSearch}
        placeholder={t("users.search")}
        aria-label={t("users.search")}
        style={{ maxWidth: 320, flex: "1 1 220px" }}
      />
      <Select<string>
        allowClear
        aria-label={t("users.filters.status")}
        placeholder={t("users.filters.status")}
        value={filters.status}
        onChange={(value) => setFilter("status", value)}
        style={{ minWidth: 180 }}
        options={STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))}
      />
      <Select<string>
        allowClear
        aria-label={t("users.filters.role")}
        placeholder={t("users.filters.role")}
        value={filters.role}
        onChange={(value) => setFilter("role", value)}
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
      <Card variant="borderless">
        <DataTable<User>
          columns={columns}
          {...list.tableProps}
          rowKey="uuid"
          toolbar={toolbar}
          emptyText={list.search ? t("users.no_match", { search: list.search }) : t("users.empty")}
        />
      </Card>
      <UserDetailDialog uuid={detail} onClose={() => setDetail(null)} />
    </Page>
  );
};

export default UsersPage;
