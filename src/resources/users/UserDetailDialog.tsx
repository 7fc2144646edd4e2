import { useEffect } from "react";
import { CheckOutlined, StopOutlined } from "@ant-design/icons";
import { useOne, useTranslate } from "@refinedev/core";
import { Button, Divider, Flex, Skeleton, Tag, Typography } from "antd";
import { ROLES, type User } from "@/api/types";
import { UserAvatar } from "@/components/widgets/UserAvatar";
import { ToneTag } from "@/components/widgets/ToneTag";
import { USER_STATUS_TONES } from "@/registry/areas/users";
import { useLastOpen } from "@/resources/views/useLastOpen";
import { Facts } from "@/resources/views/Facts";
import { displayName } from "@/components/layout/userDisplay";
import { toast } from "@/providers/notification";
import { useAuthStore } from "@/state/auth";
import { EditUserForm } from "./EditUserForm";
import { useUserActions } from "./useUserActions";
import { CloseOnlyDialog } from "@/components/widgets/CloseOnlyDialog";
import { RecordHistory } from "@/resources/activity/RecordHistory";

/** A user's detail is cached 5 minutes and retried once. */
export const USER_DETAIL_CACHE_MS = 5 * 60_000;

/** Roles as chips, approve or ban (never oneself), name and e-mail; a failed read closes with 'Error loading user'. */
const UserDetailDialog = ({ uuid, onClose }: { uuid: string | null; onClose: () => void }) => {
  const t = useTranslate();
  const viewer = useAuthStore((s) => s.user?.uuid);
  const actions = useUserActions();
  const shown = useLastOpen(uuid);
  const { result: user, query } = useOne<User>({
    resource: "users",
    id: shown ?? "",
    queryOptions: { enabled: shown !== null, staleTime: USER_DETAIL_CACHE_MS, retry: 1 },
    errorNotification: false,
  });

  const failed = uuid !== null && query.isError;
  useEffect(() => {
    if (!failed) return;
    toast("error", t("users.error.loading"));
    onClose();
  }, [failed, onClose, t]);

  const own = user?.uuid === viewer;
  const approving = user?.status !== "ACTIVE";
  return (
    <CloseOnlyDialog
      open={uuid !== null && !failed}
      title={t("users.details.title", { login: user?.login ?? "" })}
      onClose={onClose}
      closeText={t("users.close")}
      width={720}
      destroyOnHidden
    >
      {!user || query.isLoading ? (
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      ) : (
        <Flex vertical gap={16}>
          <Flex gap={16} align="center" wrap>
            <UserAvatar user={user} size="lg" />
            <Flex vertical gap={4}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {displayName(user)}
              </Typography.Title>
              <Flex gap={8} align="center" wrap>
                <Typography.Text code>{user.login}</Typography.Text>
                <ToneTag tone={USER_STATUS_TONES[user.status]}>{t(`users.status.${user.status}`)}</ToneTag>
                {own && <Tag bordered={false}>{t("users.details.you")}</Tag>}
              </Flex>
            </Flex>
          </Flex>
          {/* Every status has one way on: NEW and BANNED users are approved, ACTIVE ones banned. */}
          {!own && (
            <Flex gap={8} wrap>
              <Button
                type={approving ? "primary" : undefined}
                danger={!approving}
                icon={approving ? <CheckOutlined aria-hidden /> : <StopOutlined aria-hidden />}
                loading={actions.busy === "status"}
                onClick={() => void (approving ? actions.approve : actions.ban)(user)}
              >
                {t(approving ? "users.approve.open" : "users.ban.open")}
              </Button>
            </Flex>
          )}
          <Facts column={1} labels="users.fields." facts={{ email: user.email }} />
          <div>
            <Typography.Title level={5}>{t("users.fields.roles")}</Typography.Title>
            <Flex gap={8} wrap role="group" aria-label={t("users.fields.roles")}>
              {ROLES.map((role) => {
                const held = user.roles.includes(role);
                return (
                  <Button
                    key={role}
                    size="small"
                    shape="round"
                    type={held ? "primary" : "default"}
                    aria-pressed={held}
                    aria-label={t(held ? "users.roles.remove" : "users.roles.add", { role: t(`def.roles.${role}`) })}
                    loading={actions.busy === `role:${role}`}
                    icon={held ? <CheckOutlined aria-hidden /> : undefined}
                    onClick={() => void actions.toggleRole(user, role)}
                  >
                    {t(`def.roles.${role}`)}
                  </Button>
                );
              })}
            </Flex>
          </div>
          <Divider style={{ margin: 0 }} />
          <EditUserForm key={`${user.uuid}:${user.name}:${user.surname}:${user.email}`} user={user} />
          <RecordHistory resource="users" id={user.uuid} label={user.login} />
        </Flex>
      )}
      {actions.dialog}
    </CloseOnlyDialog>
  );
};

export default UserDetailDialog;
