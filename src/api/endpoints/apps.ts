import { request } from "@/api/http";
import { toPaged, type Paged, type PagedWire } from "@/api/types";
import { toApp, type App, type AppWire } from "@/api/types/apps";
import { listParams, type ListRequest } from "@/api/types/fleet";

export const appsApi = {
  /** GET /apps/list: page, size (-1 = all), search (name, app id, publisher), sort; filters: status (assumed) */
  list: async (q: ListRequest): Promise<Paged<App>> =>
    toPaged(await request<PagedWire<AppWire>>("GET", "/apps/list", { params: listParams(q) }), toApp),
};
