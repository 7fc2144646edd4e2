import { botApiDocs } from "../db/botApiDocs";
import { guarded } from "../guarded";
import { requireUser, type ResolverInfo } from "../session";
import { fail, ok } from "../wire";

/** The API documentation is for ADMIN_BOT and OWNER; so is the key (docs/api.md "Bot API"). */
const botRoles = (info: ResolverInfo) => {
  const user = requireUser(info);
  if (user instanceof Response) return user;
  return user.roles.some((r) => ["ADMIN_BOT", "OWNER"].includes(r.toUpperCase()))
    ? user
    : fail(403, "Permission denied: ADMIN_BOT or OWNER role");
};

export const botApiHandlers = [
  guarded("get", "/bot-api/docs", botRoles, () => ok(botApiDocs())),
  guarded("get", "/users/api-key", botRoles, (_info, user) =>
    user.api_key ? ok({ api_key: user.api_key }) : fail(404, "No API key for this user"),
  ),
];
