import type { ComponentType, LazyExoticComponent, ReactNode } from "react";
import type { Paged, Role } from "@/api/types";
import type { Permission } from "@/providers/permissions";

type View = LazyExoticComponent<ComponentType>;

/** What a list call receives: 1-based page, size (-1 = all), `key:asc|key:desc`, search and extra filters. */
export interface ListQuery {
  page: number;
  size: number;
  sort?: string;
  search?: string;
  filters: Record<string, string | number | boolean>;
}

/**
 * The endpoint functions an area hands to the data provider. Method syntax on purpose: each area
 * supplies its own row type, and the provider only passes rows through.
 */
export interface ResourceApi {
  list?(query: ListQuery): Promise<Paged<object>>;
  one?(id: string): Promise<object>;
  create?(body: object): Promise<object>;
  update?(id: string, body: object): Promise<object>;
  remove?(id: string): Promise<unknown>;
}

export interface ColumnSpec {
  /** field key; the header is `<resource>.fields.<key>` */
  key: string;
  render?: (row: Record<string, unknown>) => ReactNode;
  width?: number;
}

export interface FieldSpec {
  key: string;
  kind: "text" | "number" | "switch" | "select" | "textarea" | "password";
  required?: boolean;
  min?: number;
  options?: readonly { value: string | number; label: string }[];
  initial?: string | number | boolean;
}

/**
 * One business area or page, declared once. Refine's resources, the sidebar, the routes with
 * their role guards, the access-control answers and the data provider's endpoint lookup are all
 * derived from the list of these (src/resources/index.tsx).
 */
export interface ResourceDeclaration {
  /** refine resource name; also the sidebar label key `nav.<name>` */
  name: string;
  routes: { list: string; show?: string; create?: string; edit?: string };
  meta: {
    icon?: ReactNode;
    /** sidebar group name (its label key is `nav.<group>`); entries without one are top level */
    group?: string;
    /** who may enter; absent means any active user */
    roles?: readonly Role[];
    /** not listed in the sidebar (detail pages, create pages reached from a list) */
    hideInMenu?: boolean;
  };
  permissions?: Partial<Record<"view" | "edit" | "delete", Permission>>;
  /** endpoint functions from src/api/endpoints; the data provider calls these */
  api?: ResourceApi;
  /** row identity field for the data provider and tables (default "id") */
  idField?: string;
  table?: {
    columns: readonly ColumnSpec[];
    sortable?: readonly string[];
    defaultSort?: { key: string; asc: boolean };
    pageSize?: number;
    searchable?: boolean;
  };
  form?: { fields: readonly FieldSpec[] };
  views: { list: View; show?: View; create?: View; edit?: View };
}

export const defineResource = <T extends ResourceDeclaration>(declaration: T): T => declaration;
