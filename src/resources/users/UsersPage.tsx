import { Suspense, useMemo, useState } from "react";
import { useOpenParam } from "../views/useOpenParam";
import { ClockCircleOutlined, UserAddOutlined } from "@ant-design/icons";
import { useList, useTranslate } from "@refinedev/core";
import { Button } from "antd";
import { useNavigate } from "react-router";
import type { User } from "@/api/types";
import { Page } from "@/components/layout/Page";
import { UserAvatar } from "@/components/widgets/UserAvatar";
import { DeclaredList, useListTable } from "@/resources/views/DeclaredList";
import { users } from "@/registry/areas/users";
import { userEndpoints } from "@/api/endpoints/users";
import { lazyPage } from "@/components/lazyPage";
import { useLastOpen } from "../views/useLastOpen";

// The dialog (with antd's Descriptions and the record's history) loads when a user is first opened.
const UserDetailDialog = lazyPage(() => import("./UserDetailDialog"));

/** NEW or BANNED → ACTIVE; the server refuses the others in its words. */
const BULK = { approve: (user: User) => userEndpoints.approve(user.uuid) };

// The login beside it names the user; the picture adds nothing to read out.
const CELLS = { avatar: (u: User) => <UserAvatar user={u} size="sm" label="" /> };
// A NEW user's details are the next thing to do: the button is primary.
const actionProps = (_key: string, u: User) => ({ primary: u.status === "NEW" });

/** Searched, sorted and filtered on the server; NEW users stand out. */
const UsersPage = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const list = useListTable<User>(users);
  const [detail, setDetail] = useState<string | null>(null);
  const detailUsed = useLastOpen(detail) !== null;
  const onAction = useMemo(() => ({ details: (u: User) => setDetail(u.uuid) }), []);
  useOpenParam(setDetail);
  // A count only (size 1), so it stays cheap on a big team.
  const waiting = useList<User>({
    resource: "users",
    pagination: { currentPage: 1, pageSize: 1, mode: "server" },
    filters: [{ field: "status", operator: "eq", value: "NEW" }],
  }).result.total;

  const actions = (
    <Button
      type="primary"
      icon={<UserAddOutlined aria-hidden />}
      onClick={() => void navigate(users.routes.create ?? users.routes.list)}
    >
      {t("users.create.open")}
    </Button>
  );

  return (
    <Page area={users} actions={actions}>
      <DeclaredList<User>
        area={users}
        list={list}
        cells={CELLS}
        onAction={onAction}
        actionProps={actionProps}
        onBulk={BULK}
        toolbar={
          !!waiting &&
          list.filters.status !== "NEW" && (
            <Button icon={<ClockCircleOutlined aria-hidden />} onClick={() => list.setFilter("status", "NEW")}>
              {t("users.waiting", { count: waiting })}
            </Button>
          )
        }
      />
      <Suspense fallback={null}>
        {detailUsed && <UserDetailDialog uuid={detail} onClose={() => setDetail(null)} />}
      </Suspense>
    </Page>
  );
};

export default UsersPage;
