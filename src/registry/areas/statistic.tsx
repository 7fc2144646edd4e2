import { NavIcon } from "@/registry/navIcon";
import { ADMINS, defineResource } from "@/registry/types";

/** /statistic, the admin dashboard: team-wide figures, ADMIN and OWNER only. */
export const statistic = defineResource({
  name: "statistic",
  i18nSection: "dashboard",
  routes: { list: "/statistic" },
  meta: { icon: <NavIcon name="bar-chart" />, roles: ADMINS },
});
