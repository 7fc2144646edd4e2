import { lazyEndpoints } from "@/registry/lazyEndpoints";
import { accountMeaning, type Account } from "@/api/types/accounts";
import { NavIcon } from "@/registry/navIcon";
import { ADMINS, defineResource, resourceApi, type CellTextContext } from "@/registry/types";

/** What a password cell shows until it is decrypted. */
export const MASKED_PASSWORD = "••••••••••";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/accounts"));

/** Its meaning, and the raw status where the meaning hides it. */
const statusText = (row: Record<string, unknown>, { t }: CellTextContext) => {
  const status = String(row.status as string);
  const meaning = accountMeaning(status);
  const text = t(`accounts.status.${meaning}`);
  if (meaning !== "unavailable") return text;
  const code = t(`accounts.status_code.${status}`);
  return `${text} · ${code === `accounts.status_code.${status}` ? status : code}`;
};

/** The store accounts the machines sign in with: searched by login, decrypted, exported and imported. */
export const accounts = defineResource({
  name: "accounts",
  routes: { list: "/accounts", open: true },
  meta: { icon: <NavIcon name="safety" />, roles: ADMINS },
  permissions: { view: "view:accounts", edit: "edit:accounts", delete: "delete:accounts" },
  api: resourceApi<Account>(endpoints.methods((m) => m.accountsApi, "list", "one")),
  idField: "login",
  // The page takes its search from `?search=`, not from the list's tagged `q`.
  search: { titleField: "login" },
  table: {
    // Nine columns fit 1400 px: login, e-mail and locale name are cut (whole on hover).
    columns: [
      { key: "login", strong: true, maxWidth: 96, phone: "title" },
      // Masked as the list shows it, and never in a raw file: the encrypted value is no one's to read back.
      { key: "password", cell: "custom", phone: "hidden", export: "shown", text: () => MASKED_PASSWORD },
      { key: "nameMachine", cell: "custom", title: "accounts.fields.machine", phone: "fact" },
      { key: "status", cell: "custom", text: statusText, phone: "subtitle" },
      { key: "recoveryEmail", maxWidth: 96, title: "accounts.fields.recovery_email" },
      {
        key: "locale",
        cell: "locale",
        maxWidth: 80,
        nameFrom: { from: "locales", field: "name", key: "localeId" },
        phone: "fact",
      },
      { key: "created", cell: "date" },
      { key: "updated", cell: "date", phone: "fact" },
    ],
    sortable: ["login", "nameMachine", "created", "updated"],
    defaultSort: { key: "updated", asc: false },
    pageSize: 10,
    dense: true,
    searchable: true,
    filters: [
      { name: "status", lookup: "account-statuses", labels: "accounts.status_code.", width: 180 },
      { name: "localeId", label: "accounts.filters.locale", kind: "locale", width: 240 },
    ],
    rowActions: [{ key: "details", icon: "details", tip: "accounts.details.open" }],
    actionsWidth: 88,
    nameField: "login",
  },
});
