import { MobileOutlined } from "@ant-design/icons";
import { lazyPage } from "@/lib/lazyPage";
import type { Role } from "@/api/types";
import { defineResource } from "../types";

const ADMINS: readonly Role[] = ["ADMIN", "OWNER"];
const area = lazyPage(() => import("@/pages/area/AreaPage"));

export const machines = defineResource({ name: "machines", routes: { list: "/machines" }, meta: { icon: <MobileOutlined />, roles: ADMINS }, views: { list: area } });
