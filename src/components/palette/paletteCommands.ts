import type { User } from "@/api/types";
import { recordLink } from "@/registry/recordUrl";
import { listSearchPath } from "@/lib/listParams";
import { nameMatches } from "@/lib/languageNames";
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
  registry.filter(
    (r) =>
      !!r.search &&
      !!r.api?.list &&
      hasRole(user, r.meta.roles) &&
      canUser(user ?? null, { resource: r.name, action: "list" }),
  );

export const recordTitle = (area: ResourceDeclaration, row: object): string => {
  if (area.search?.title) return area.search.title(row as Record<string, unknown>);
  const value = area.search ? valueAt(row, area.search.titleField) : undefined;
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
};

/** An area read whole: its title or any of its declared names holds the term. */
export const recordMatches = (area: ResourceDeclaration, row: Record<string, unknown>, term: string, reader: string) =>
  nameMatches(term, [recordTitle(area, row), ...(area.search?.names?.(row, reader) ?? [])]);

/** The declared path, else the record's own link, else the area's list searched for its title. */
export const recordPath = (area: ResourceDeclaration, row: Record<string, unknown>): string =>
  area.search?.path?.(row) ??
  recordLink(area, row) ??
  listSearchPath(area.routes.list, area.name, recordTitle(area, row));

/** One letter matches too much to be worth a request. */
export const MIN_RECORD_SEARCH = 2;
/** Enough to pick from, few enough that every area's group shows. */
export const RECORDS_PER_AREA = 5;
