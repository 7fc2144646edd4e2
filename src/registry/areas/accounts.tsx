import { lazyEndpoints } from "@/registry/lazyEndpoints";
import type { Account } from "@/api/types/accounts";
import { NavIcon } from "@/registry/navIcon";
import { ADMINS, defineResource, resourceApi } from "@/registry/types";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/accounts"));

/**
 * /accounts (spec §2 "Accounts page"): the store accounts the machines sign in with, searched
 * by login, decrypted, exported to and imported from files.
 */
export const accounts = defineResource({
  name: "accounts",
  routes: { list: "/accounts" },
  meta: { icon: <NavIcon name="safety" />, roles: ADMINS },
  permissions: { view: "view:accounts", edit: "edit:accounts", delete: "delete:accounts" },
  api: resourceApi<Account>(endpoints.methods((m) => m.accountsApi, "list", "one")),
  idField: "login",
  table: {
    columns: [],
    sortable: ["login", "nameMachine", "created", "updated"],
    defaultSort: { key: "updated", asc: false },
    pageSize: 10,
    searchable: true,
  },
});
