import type { ReactNode } from "react";
import { matchPath } from "react-router";
import type { User } from "@/api/types";
import { hasRole } from "@/registry/permissions";
import { GROUPS, registry } from "@/registry";
import { groupLabelKey, resourceLabelKey } from "@/registry/labels";
import type { ResourceDeclaration } from "@/registry/types";
import { isAreaMissing } from "@/state/missingAreas";

export const groupIcon = (group: string | undefined): ReactNode => GROUPS.find((g) => g.name === group)?.icon ?? null;

export type NavEntry =
  | { kind: "item"; resource: ResourceDeclaration }
  | { kind: "group"; name: string; icon: ReactNode; children: ResourceDeclaration[] };

export const visibleResources = (user: User | null | undefined): ResourceDeclaration[] =>
  registry.filter((r) => !r.meta.hideInMenu && hasRole(user, r.meta.roles) && !isAreaMissing(r.name));

/** A group takes the place of its first visible member, so the registry alone orders the sidebar. */
export const navTree = (user: User | null | undefined): NavEntry[] => {
  const tree: NavEntry[] = [];
  const groups = new Map<string, Extract<NavEntry, { kind: "group" }>>();
  for (const resource of visibleResources(user)) {
    const group = resource.meta.group;
    if (!group) {
      tree.push({ kind: "item", resource });
      continue;
    }
    let entry = groups.get(group);
    if (!entry) {
      entry = { kind: "group", name: group, icon: groupIcon(group), children: [] };
      groups.set(group, entry);
      tree.push(entry);
    }
    entry.children.push(resource);
  }
  return tree;
};

const routesOf = (r: ResourceDeclaration): string[] =>
  [r.routes.list, r.routes.show, r.routes.create, r.routes.edit].filter((p): p is string => !!p);

export const resourceForPath = (pathname: string): ResourceDeclaration | undefined =>
  registry.find((r) => routesOf(r).some((path) => matchPath({ path, end: true }, pathname)));

const firstSegment = (path: string): string => path.split("/").filter(Boolean)[0] ?? "";

/** First path segment → the label of its area: a group's label when the segment belongs to one. */
const pageNameKeys = (): ReadonlyMap<string, string> =>
  registry.reduce((map, r) => {
    const segment = firstSegment(r.routes.list);
    if (!map.has(segment)) map.set(segment, r.meta.group ? groupLabelKey(r.meta.group) : resourceLabelKey(r));
    return map;
  }, new Map<string, string>());

// Read at call time: an area added to the registry later (a plugin, a test fixture) is named too.
export const pageNameKey = (pathname: string): string | undefined => pageNameKeys().get(firstSegment(pathname));
