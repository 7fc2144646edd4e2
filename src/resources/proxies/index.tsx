import { lazyPage } from "@/lib/lazyPage";
import type { Role } from "@/api/types";
import { defineResource } from "../types";

const ADMINS: readonly Role[] = ["ADMIN", "OWNER"];
const area = lazyPage(() => import("@/pages/area/AreaPage"));

export const proxies = defineResource({ name: "proxies", routes: { list: "/proxy/list" }, meta: { group: "proxy", roles: ADMINS }, permissions: { view: "view:proxy", edit: "edit:proxy", delete: "delete:proxy" }, views: { list: area } });
export const proxyConfigs = defineResource({ name: "proxy-configs", routes: { list: "/proxy/configs" }, meta: { group: "proxy", roles: ADMINS }, permissions: { view: "view:proxy", edit: "edit:proxy", delete: "delete:proxy" }, views: { list: area } });
