import { useState } from "react";
import { useInvalidate, useTranslate } from "@refinedev/core";
import { userEndpoints } from "@/api/endpoints/users";
import type { Role, User } from "@/api/types";
import { useConfirm } from "@/components/widgets/useConfirm";
import { toast } from "@/providers/notification";
import { useAuditLog, type AuditedAction } from "@/providers/useAuditLog";

type Done = Omit<AuditedAction, "resource">;

/** The OWNER's changes to a user, each refreshing the list and the detail after. */
export const useUserActions = () => {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);
  const audit = useAuditLog();

  /** Runs the call; once it succeeded, the activity log records `done`. */
  const run = async (user: User, what: string, call: () => Promise<void>, failure: string, done: Done) => {
    setBusy(what);
    try {
      await call();
      audit({ resource: "users", id: user.uuid, label: user.login, ...done });
      await invalidate({ resource: "users", invalidates: ["list", "detail"], id: user.uuid });
    } catch (error) {
      console.error(error);
      toast("error", t(failure));
    } finally {
      setBusy(null);
    }
  };

  // A held role is removed, an unheld one added; the last role stays.
  const toggleRole = async (user: User, role: Role) => {
    const held = user.roles.includes(role);
    if (held && user.roles.length === 1) {
      toast("warning", t("users.error.last_role"));
      return;
    }
    await run(
      user,
      `role:${role}`,
      () => (held ? userEndpoints.removeRole(user.uuid, role) : userEndpoints.addRole(user.uuid, role)),
      held ? "users.error.remove_role" : "users.error.add_role",
      {
        action: held ? "role_remove" : "role_add",
        details: role,
        previousData: { roles: user.roles },
        data: { roles: held ? user.roles.filter((r) => r !== role) : [...user.roles, role] },
      },
    );
  };

  const setStatus = (action: "approve" | "ban") => async (user: User) => {
    const question = {
      title: t(`users.${action}.title`, { login: user.login }),
      description: t(`users.${action}.description`),
      confirmText: t(`users.${action}.confirm`),
      danger: action === "ban",
    };
    if (!(await confirm(question))) return;
    await run(user, "status", () => userEndpoints[action](user.uuid), "users.error.status", {
      action,
      previousData: { status: user.status },
      data: { status: action === "approve" ? "ACTIVE" : "BANNED" },
    });
  };

  return { toggleRole, approve: setStatus("approve"), ban: setStatus("ban"), busy, dialog };
};
