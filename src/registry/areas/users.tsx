import { lazyEndpoints } from "@/registry/lazyEndpoints";
import { ROLES, type User, type UserStatus } from "@/api/types";
import { NavIcon } from "@/registry/navIcon";
import { defineResource, resourceApi } from "@/registry/types";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/users"));

const USER_STATUSES: readonly UserStatus[] = ["NEW", "ACTIVE", "BANNED"];
/** NEW stands out in orange: those users wait for an OWNER. */
export const USER_STATUS_TONES = { NEW: "orange", ACTIVE: "green", BANNED: "red" } as const satisfies Record<
  UserStatus,
  string
>;

/** The console's users, OWNER only (ROLE-15); roles, approval and bans change in the user detail dialog. */
export const users = defineResource({
  name: "users",
  routes: { list: "/users", create: "/users/create", open: true },
  meta: { icon: <NavIcon name="team" />, roles: ["OWNER"] },
  permissions: { view: "view:users", edit: "edit:users", delete: "delete:users" },
  create: { label: "users.create.open", path: "/users/create", permission: "edit" },
  search: { titleField: "login" },
  api: resourceApi<User>(endpoints.methods((m) => m.userEndpoints, "list", "one")),
  idField: "uuid",
  current: { live: true },
  table: {
    columns: [
      { key: "avatar", cell: "custom", width: 64, export: false, phone: "hidden" },
      { key: "login", strong: true, maxWidth: 150, phone: "title" },
      { key: "name", minWidth: 104, phone: "fact" },
      { key: "surname", minWidth: 104 },
      { key: "email", maxWidth: 160, phone: "subtitle" },
      { key: "status", cell: "tag", labels: "users.status.", tones: USER_STATUS_TONES, phone: "fact" },
      { key: "roles", cell: "tags", labels: "def.roles.", phone: "fact" },
    ],
    sortable: ["login", "name", "surname", "email", "status"],
    defaultSort: { key: "login", asc: true },
    searchable: true,
    filters: [
      { name: "status", values: USER_STATUSES, labels: "users.status." },
      { name: "role", values: ROLES, labels: "def.roles.", width: 160 },
    ],
    // The selection column shares the row: cells with less air keep it within a laptop screen.
    dense: true,
    bulkActions: [
      { key: "approve", label: "users.bulk.approve", permission: "edit", audit: "approve", sets: { status: "ACTIVE" } },
    ],
    rowActions: [{ key: "details", icon: "details", tip: "users.details.open" }],
    nameField: "login",
  },
});
