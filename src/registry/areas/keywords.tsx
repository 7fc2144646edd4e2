import { lazyEndpoints } from "@/registry/lazyEndpoints";
import { deleteKeys } from "@/registry/labels";
import type { Keyword } from "@/api/types/keywords";
import { NavIcon } from "@/registry/navIcon";
import { defineResource, resourceApi } from "@/registry/types";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/keywords"));

const PERMISSIONS = { view: "view:keywords", edit: "edit:keywords", delete: "delete:keywords" } as const;

/** One app's keywords in one locale; app and locale are in the URL, so the apps page links straight to them. */
export const keywords = defineResource({
  name: "keywords",
  routes: {
    list: "/keywords",
    // A keyword opens as its position history in its app and locale.
    record: (row) =>
      `/keywords/history?${new URLSearchParams({
        auid: String(row.auid as string),
        locale: String(row.localeId as number),
        kw: String(row.keyword as string),
      }).toString()}`,
  },
  meta: { icon: <NavIcon name="key" /> },
  permissions: PERMISSIONS,
  search: { titleField: "keyword" },
  api: resourceApi<Keyword>({
    ...endpoints.methods((m) => m.keywordsApi, "list", "remove"),
    // The star is the one field a keyword changes; refine's optimistic update rolls it back on failure.
    update: endpoints((m) => (id: string) => m.keywordsApi.favorite(id)),
  }),
  delete: deleteKeys("keywords.delete", (row) => ({ keyword: row.keyword })),
  table: {
    columns: [
      { key: "favorite", cell: "custom", width: 56, symbol: "★", phone: "fact" },
      { key: "keyword", strong: true, maxWidth: 320, phone: "title" },
      { key: "position", cell: "custom", align: "right", phone: "fact", empty: "keywords.not_ranked" },
      // The change is written as the signed number it is: a spreadsheet sums and sorts it.
      { key: "positionDiff", cell: "custom", phone: "fact" },
      { key: "status", cell: "custom", labels: "keywords.status.", phone: "subtitle" },
    ],
    sortable: ["keyword", "position", "positionDiff"],
    defaultSort: { key: "position", asc: true },
    searchable: true,
    // The app and locale pickers and the favourites switch are the page's.
    bulkActions: [{ key: "delete", label: "table.bulk_delete", permission: "delete", danger: true }],
    rowActions: [
      { key: "history", icon: "history", tip: "keywords.history.open", label: "keywords.history.open_for" },
      { key: "check", icon: "check", permission: "edit", tip: "keywords.check.now", label: "keywords.check.now_for" },
      {
        key: "remove",
        icon: "delete",
        permission: "delete",
        tip: "keywords.delete.open",
        label: "keywords.delete.open_for",
      },
    ],
    nameField: "keyword",
  },
});

/** The position chart of the page's app and locale (hidden from the sidebar). */
export const keywordHistory = defineResource({
  name: "keyword-history",
  i18nSection: "keywords",
  routes: { list: "/keywords/history" },
  meta: { hideInMenu: true },
  permissions: { view: PERMISSIONS.view },
});
