import { lazyEndpoints } from "@/registry/lazyEndpoints";
import type { User } from "@/api/types";
import { NavIcon } from "@/registry/navIcon";
import { defineResource, resourceApi } from "@/registry/types";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/users"));

/**
 * /users and /users/create (spec §2, §6): the team's console users, OWNER only. NEW users wait
 * for an OWNER's approval; roles, approval and bans are changed in the user detail dialog.
 */
export const users = defineResource({
  name: "users",
  routes: { list: "/users", create: "/users/create" },
  meta: { icon: <NavIcon name="team" />, roles: ["OWNER"] },
  permissions: { view: "view:users", edit: "edit:users", delete: "delete:users" },
  api: resourceApi<User>(endpoints.methods((m) => m.userEndpoints, "list", "one")),
  idField: "uuid",
  table: {
    columns: [],
    sortable: ["login", "name", "surname", "email", "status"],
    defaultSort: { key: "login", asc: true },
    searchable: true,
  },
});
