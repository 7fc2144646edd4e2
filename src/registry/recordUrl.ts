import type { ResourceDeclaration } from "./types";

/** The list's parameter that opens one record's details (`routes.open`). */
export const OPEN_PARAM = "open";

/**
 * Where one record opens: its show route, else its list with `?open=<id>` where the area declares
 * that; undefined where no page shows a single record.
 */
export const recordUrl = (area: Pick<ResourceDeclaration, "routes">, id: string | number): string | undefined => {
  const key = String(id);
  if (key === "") return undefined;
  if (area.routes.show) return area.routes.show.replace(/:[^/]+/, encodeURIComponent(key));
  if (area.routes.open) return `${area.routes.list}?${new URLSearchParams({ [OPEN_PARAM]: key }).toString()}`;
  return undefined;
};
