import { useMemo, useState } from "react";
import type { BaseRecord } from "@refinedev/core";
import { matchPath, useLocation, useNavigate } from "react-router";
import type { ResourceDeclaration } from "@/registry/types";
import { idFieldOf } from "./keys";

export type OverlayKind = "show" | "create" | "edit";

export interface Overlay {
  kind: OverlayKind;
  id?: string;
  /** the list row it was opened from, shown at once while the full record loads */
  row?: BaseRecord;
}

export interface GenericOverlay {
  current: Overlay | null;
  open: (kind: OverlayKind, row?: BaseRecord) => void;
  close: () => void;
}

// "create" first: "/gadgets/create" also matches a show route "/gadgets/:id".
const ROUTED_ORDER: readonly OverlayKind[] = ["create", "edit", "show"];

const fromPath = (resource: ResourceDeclaration, pathname: string): Overlay | null => {
  for (const kind of ROUTED_ORDER) {
    const pattern = resource.routes[kind];
    const match = pattern ? matchPath({ path: pattern, end: true }, pathname) : null;
    if (match) return { kind, id: Object.values(match.params).find((v) => v !== undefined) };
  }
  return null;
};

const pathFor = (pattern: string, id: string | undefined): string =>
  pattern.replace(/:[^/]+/, encodeURIComponent(id ?? ""));

/**
 * Which drawer or dialog is open over a generic list. A kind the declaration gives a route
 * (routes.show/create/edit) lives in the URL, so it can be linked and survives a reload; a kind
 * without one is plain component state.
 */
export const useGenericOverlay = (resource: ResourceDeclaration): GenericOverlay => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [local, setLocal] = useState<Overlay | null>(null);
  const [lastRow, setLastRow] = useState<BaseRecord>();
  const routed = useMemo(() => fromPath(resource, pathname), [resource, pathname]);
  const idOf = (row: BaseRecord | undefined): string | undefined => {
    const id: unknown = row?.[idFieldOf(resource)];
    return id === undefined || id === null ? undefined : String(id);
  };

  const current = routed ? { ...routed, row: idOf(lastRow) === routed.id ? lastRow : undefined } : local;

  return {
    current,
    open: (kind, row) => {
      const pattern = resource.routes[kind];
      setLastRow(row);
      if (pattern) {
        setLocal(null);
        void navigate(pathFor(pattern, idOf(row)));
        return;
      }
      if (routed) void navigate(resource.routes.list);
      setLocal({ kind, id: idOf(row), row });
    },
    close: () => {
      setLocal(null);
      if (routed) void navigate(resource.routes.list);
    },
  };
};
