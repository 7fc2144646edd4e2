import type { ComponentType } from "react";
import { lazyPage, type LazyPage } from "@/components/lazyPage";

const GENERIC = new WeakSet<LazyPage>();

export const isGenericView = (view: LazyPage | undefined): boolean => !!view && GENERIC.has(view);

/** `genericViews("gadgets")` serves list, show, create and edit from one page; replace any with your own. */
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
