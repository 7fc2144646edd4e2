import { users } from "../db/users";
import type { Notice } from "../i18n/notices";
import { notifyUser } from "./notifications";

const FLEET_ROLES = ["ADMIN", "OWNER"];

/**
 * A change to the fleet reaches the bells of the other active admins and owners, as a real
 * server's event stream would; the one who made it already saw the outcome on screen.
 */
export const notifyFleet = (actor: { uuid: string }, notice: Notice): void => {
  users
    .filter(
      (u) =>
        u.uuid !== actor.uuid && u.status === "ACTIVE" && u.roles.some((r) => FLEET_ROLES.includes(r.toUpperCase())),
    )
    .forEach((u) => notifyUser(u.uuid, notice));
};
