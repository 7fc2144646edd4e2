import type { ComponentType } from "react";
import { lazyPage, type LazyPage } from "@/components/lazyPage";

const GENERIC = new WeakSet<LazyPage>();

export const isGenericView = (view: LazyPage | undefined): boolean => !!view && GENERIC.has(view);

/**
 * Route views of a simple area: `gadgets: genericViews("gadgets")` in src/routing/areaViews.ts. One page serves every route
 * the declaration has: the list, with the details drawer (routes.show) and the create/edit dialog
 * (routes.create, routes.edit) opened from the URL. Routes left out still work from the list as
 * plain dialogs. Replace any one with your own: `{ ...genericViews("gadgets"), list: MyList }`.
 */
export const genericViews = (resource: string): Record<"list" | "show" | "create" | "edit", LazyPage> => {
  const load = async (): Promise<{ default: ComponentType }> => {
    const { GenericList } = await import("./GenericList");
    return {
      default: function GenericRoute() {
        return <GenericList resource={resource} />;
      },
    };
  };
  const page = lazyPage(load);
  GENERIC.add(page);
  return { list: page, show: page, create: page, edit: page };
};
