import { lazyPage } from "@/lib/lazyPage";
import type { Role } from "@/api/types";
import { defineResource } from "../types";

const ADMINS: readonly Role[] = ["ADMIN", "OWNER"];
const area = lazyPage(() => import("@/pages/area/AreaPage"));

export const servers = defineResource({ name: "servers", routes: { list: "/servers/list" }, meta: { group: "servers", roles: ADMINS }, permissions: { view: "view:servers", edit: "edit:servers", delete: "delete:servers" }, views: { list: area } });
export const updateCenter = defineResource({ name: "update-center", routes: { list: "/servers/update-center" }, meta: { group: "servers", roles: ADMINS }, permissions: { view: "view:servers", edit: "edit:servers" }, views: { list: area } });
