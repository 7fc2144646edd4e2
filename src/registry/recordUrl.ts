import type { ResourceDeclaration } from "./types";

export const OPEN_PARAM = "open";

/** Its show route, else its list with `?open=<id>` where declared; undefined where no page shows one record. */
export const recordUrl = (area: Pick<ResourceDeclaration, "routes">, id: string | number): string | undefined => {
  const key = String(id);
  if (key === "") return undefined;
  if (area.routes.show) return area.routes.show.replace(/:[^/]+/, encodeURIComponent(key));
  if (area.routes.open) return `${area.routes.list}?${new URLSearchParams({ [OPEN_PARAM]: key }).toString()}`;
  return undefined;
};
