import { registry } from "@/registry";
import type { ResourceDeclaration } from "@/registry/types";
import type { LazyPage } from "@/components/lazyPage";
import { areaViews, type ViewName } from "./areaViews";

export interface RouteEntry {
  path: string;
  resource: ResourceDeclaration;
  view: ViewName;
  component: LazyPage;
}

/** Every routable path with the roles that may enter it (list, show, create, edit). */
export const routeTable = (): RouteEntry[] =>
  registry.flatMap((resource) =>
    (["list", "show", "create", "edit"] as const).flatMap((view) => {
      const path = resource.routes[view];
      const component = areaViews[resource.name]?.[view];
      return path && component ? [{ path, resource, view, component }] : [];
    }),
  );
