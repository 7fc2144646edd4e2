import type { Role } from "@/api/types";
import { NavIcon } from "@/components/layout/navIcon";
import { lazyPage } from "@/lib/lazyPage";
import { defineResource } from "../types";

const ADMINS: readonly Role[] = ["ADMIN", "OWNER"];

/** /statistic, the admin dashboard (spec §2): team-wide figures, ADMIN and OWNER only. */
export const statistic = defineResource({
  name: "statistic",
  i18nSection: "dashboard",
  routes: { list: "/statistic" },
  meta: { icon: <NavIcon name="bar-chart" />, roles: ADMINS },
  views: { list: lazyPage(() => import("./StatisticPage")) },
});
