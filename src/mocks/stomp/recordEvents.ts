import { toUser } from "@/api/types";
import { recordChannel } from "@/registry/types";
import { hasPermission, type Permission } from "@/registry/permissions";
import type { UserRecord } from "../db";
import { broker } from "./broker";

/** A refine live event on the area's channel, heard by those who may read the area: an open edit dialog learns of it. */
export const announceRecord = (
  resource: string,
  type: "updated" | "deleted",
  id: string | number,
  readers: Permission | readonly Permission[],
): void => {
  const audience = (user: UserRecord) => hasPermission(toUser(user), readers);
  const body = { type, payload: { ids: [id] }, date: new Date().toISOString() };
  broker.publish(`/topic/${recordChannel(resource)}`, body, audience);
};
