import type { User } from "@/api/types";
import { recordUrl } from "@/registry/recordUrl";
import { listSearchPath } from "@/lib/listParams";
import { valueAt } from "@/lib/valueAt";
import { canUser } from "@/providers/accessControl";
import { registry } from "@/registry";
import { hasRole } from "@/registry/permissions";
import type { ResourceDeclaration } from "@/registry/types";
import { visibleResources } from "@/components/layout/menuEntries";

/** The sidebar's entries for this user, by the sidebar's role rules. */
export const palettePages = (user: User | null | undefined): ResourceDeclaration[] => visibleResources(user);

/** Areas declaring a "create" the user may enter, with the edit permission when the declaration asks for it. */
export const paletteCreates = (user: User | null | undefined): ResourceDeclaration[] =>
  registry.filter(
    (r) =>
      !!r.create &&
      hasRole(user, r.meta.roles) &&
      (r.create.permission !== "edit" || canUser(user ?? null, { resource: r.name, action: "create" })),
  );

export const paletteSearchAreas = (user: User | null | undefined): ResourceDeclaration[] =>
  registry.filter((r) => !!r.search && !!r.api?.list && canUser(user ?? null, { resource: r.name, action: "list" }));

export const recordTitle = (area: ResourceDeclaration, row: object): string => {
  const value = area.search ? valueAt(row, area.search.titleField) : undefined;
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
};

/** The declared path, else the record's own URL, else the area's list searched for its title. */
export const recordPath = (area: ResourceDeclaration, row: Record<string, unknown>): string => {
  const id = row[area.idField ?? "id"];
  const own = typeof id === "string" || typeof id === "number" ? recordUrl(area, id) : undefined;
  return area.search?.path?.(row) ?? own ?? listSearchPath(area.routes.list, area.name, recordTitle(area, row));
};

/** One letter matches too much to be worth a request. */
export const MIN_RECORD_SEARCH = 2;
/** Enough to pick from, few enough that every area's group shows. */
export const RECORDS_PER_AREA = 5;
