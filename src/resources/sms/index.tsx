import { lazyPage } from "@/lib/lazyPage";
import type { Role } from "@/api/types";
import { defineResource } from "../types";

const ADMINS: readonly Role[] = ["ADMIN", "OWNER"];
const area = lazyPage(() => import("@/pages/area/AreaPage"));

export const smsServices = defineResource({ name: "sms-services", routes: { list: "/sms-service/list" }, meta: { group: "sms", roles: ADMINS }, permissions: { view: "view:sms", edit: "edit:sms", delete: "delete:sms" }, views: { list: area } });
export const smsConfigs = defineResource({ name: "sms-configs", routes: { list: "/sms-service/configs" }, meta: { group: "sms", roles: ADMINS }, permissions: { view: "view:sms", edit: "edit:sms", delete: "delete:sms" }, views: { list: area } });
