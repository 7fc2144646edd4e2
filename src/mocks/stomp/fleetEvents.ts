import { users } from "../db/users";
import type { Notice } from "../i18n/notices";
import { notifyUser } from "./notifications";

const FLEET_ROLES = ["ADMIN", "OWNER"];

/** Fleet changes reach the other active admins' and owners' bells; the actor saw the outcome already. */
export const notifyFleet = (actor: { uuid: string }, notice: Notice): void => {
  users
    .filter(
      (u) =>
        u.uuid !== actor.uuid && u.status === "ACTIVE" && u.roles.some((r) => FLEET_ROLES.includes(r.toUpperCase())),
    )
    .forEach((u) => notifyUser(u.uuid, notice));
};
