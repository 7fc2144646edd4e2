import { crudHandlers } from "../crudHandlers";
import { apps } from "../db/apps";
import { queryOf } from "./fleetBody";

/** The role table has no apps permission: every active user reads the team's apps (docs/api.md). */
export const appHandlers = [
  ...crudHandlers({
    path: "/apps",
    table: apps,
    key: "auid",
    routes: { list: "/list" },
    permissions: { view: "user" },
    search: (app) => [app.app_id, ...Object.values(app.details).flatMap((d) => [d.name ?? null, d.publisher ?? null])],
    sort: "updated:desc",
    scope: (request) => {
      const status = queryOf(request).get("status");
      return apps.filter((a) => !status || a.status === status);
    },
    messages: { notFound: "App not found", idRequired: "App id is required" },
  }),
];
