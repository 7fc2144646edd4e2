import { registry } from "@/registry";
import type { ResourceDeclaration } from "@/registry/types";
import type { LazyPage } from "@/components/lazyPage";
import { genericViews } from "@/resources/views/genericViews";
import { areaViews, type AreaViews, type ViewName } from "./areaViews";

interface RouteEntry {
  path: string;
  resource: ResourceDeclaration;
  view: ViewName;
  component: LazyPage;
}

const generic = new Map<string, AreaViews>();

/** An area's own views, or the generic ones made from its declaration (one set per area). */
export const viewsOf = (resource: ResourceDeclaration): Partial<AreaViews> | undefined => {
  const own = areaViews[resource.name];
  if (own || !resource.table) return own;
  let views = generic.get(resource.name);
  if (!views) {
    views = genericViews(resource.name);
    generic.set(resource.name, views);
  }
  return views;
};

export const routeTable = (): RouteEntry[] =>
  registry.flatMap((resource) =>
    (["list", "show", "create", "edit"] as const).flatMap((view) => {
      const path = resource.routes[view];
      const component = viewsOf(resource)?.[view];
      return path && component ? [{ path, resource, view, component }] : [];
    }),
  );
