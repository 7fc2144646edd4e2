import type { Role } from "@/api/types";

/** Routes each role reaches (ROLE-12 to ROLE-15): route → roles that may enter (undefined = any active user). */
const ADMINS: Role[] = ["ADMIN", "OWNER"];
export const SPEC_ROUTES: Record<string, Role[] | undefined> = {
  "/": undefined,
  "/apps": undefined,
  "/keywords": undefined,
  "/campaign/add": undefined,
  "/campaign/list": undefined,
  "/campaign/detail": undefined,
  "/statistic": ADMINS,
  "/campaign/users-list": ADMINS,
  "/machines": ADMINS,
  "/servers/list": ADMINS,
  "/servers/update-center": ADMINS,
  "/proxy/configs": ADMINS,
  "/proxy/list": ADMINS,
  "/sms-service/list": ADMINS,
  "/sms-service/configs": ADMINS,
  "/locales": ADMINS,
  "/accounts": ADMINS,
  "/bot-api": ["ADMIN_BOT", "OWNER"],
  "/users": ["OWNER"],
  "/users/create": ["OWNER"],
  // Not in those rules: the activity log, for ADMIN and OWNER.
  "/activity": ADMINS,
};
