import { LIST_PARAMS } from "@/lib/listParams";
import type { ResourceDeclaration } from "./types";

export const OPEN_PARAM = "open";

type Routes = Pick<ResourceDeclaration, "routes">;

/** Its show route, else its list with `?open=<id>` where declared; undefined where no page shows one record. */
export const recordUrl = (area: Routes, id: string | number): string | undefined => {
  const key = String(id);
  if (key === "") return undefined;
  if (area.routes.show) return area.routes.show.replace(/:[^/]+/, encodeURIComponent(key));
  if (area.routes.open) return `${area.routes.list}?${new URLSearchParams({ [OPEN_PARAM]: key }).toString()}`;
  return undefined;
};

/** The record's own page built from its row, else its URL by id. */
export const recordLink = (
  area: Routes & Pick<ResourceDeclaration, "idField">,
  row: Record<string, unknown>,
): string | undefined => {
  if (area.routes.record) return area.routes.record(row);
  const id = row[area.idField ?? "id"];
  return typeof id === "string" || typeof id === "number" ? recordUrl(area, id) : undefined;
};

export const opensByUrl = (area: Routes): boolean => !!(area.routes.show || area.routes.open || area.routes.record);

/** The area's page, with query parameters when given: the one way to write a link to an area outside the registry. */
export const routeTo = (area: Routes, params?: Record<string, string | number>): string => {
  const query = new URLSearchParams(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${area.routes.list}?${query}` : area.routes.list;
};

/** The area's list with its filters set, as its own filter controls write them. */
export const listFilterPath = (
  area: Pick<ResourceDeclaration, "name" | "routes">,
  filters: Record<string, string | number>,
): string => routeTo(area, { [LIST_PARAMS.table]: area.name, ...filters });
