import type { ReactNode } from "react";
import type { Paged, Role } from "@/api/types";
import type { AuditAction } from "@/api/types/audit";
import type { Permission } from "@/registry/permissions";
import type { FormSpec, OptionsFrom } from "./formSpec";

export type { FieldSpec, FormSpec, OptionsFrom } from "./formSpec";

/** What a list call receives: 1-based page, size (-1 = all), `key:asc|key:desc`, search and extra filters. */
export interface ListQuery {
  page: number;
  size: number;
  sort?: string;
  search?: string;
  filters: Record<string, string | number | boolean>;
  signal?: AbortSignal;
}

/** Property syntax on purpose: parameters are checked contravariantly, so a mismatched endpoint does not compile. */
export interface ResourceApi<Row extends object = object, Input = never> {
  list?: (query: ListQuery) => Promise<Paged<Row>>;
  one?: (id: string, signal?: AbortSignal) => Promise<Row>;
  create?: (body: Input) => Promise<Row>;
  update?: (id: string, body: Input) => Promise<Row>;
  remove?: (id: string) => Promise<unknown>;
}

/** The mutations of refine's data hooks that the activity log can record. */
export type AuditedMutation = "create" | "update" | "delete";

/** A list cell's look (views/cells.tsx): `custom` the page's, `locale` an id (at `nameFrom.key`) as flag and name. */
export type CellKind = "text" | "date" | "number" | "label" | "tag" | "tags" | "country" | "locale" | "custom";

export type PhonePlace = "title" | "subtitle" | "fact" | "hidden";

/** antd's breakpoints: a column `showFrom` one is hidden on narrower screens. */
export type ScreenFrom = "sm" | "md" | "lg" | "xl" | "xxl";

export interface ColumnSpec {
  /** field key; the header is `<section>.fields.<key>` (section: `i18nSection`, else the name) */
  key: string;
  cell?: CellKind;
  strong?: boolean;
  /** text: widest the cell grows before the ellipsis, in pixels */
  maxWidth?: number;
  code?: boolean;
  labels?: string;
  tones?: Readonly<Record<string, string>>;
  /** what an empty value reads as: a translation key (default a dash) */
  empty?: string;
  title?: string;
  /** a symbol shown as the header (★) instead of the title, which stays its accessible name */
  symbol?: string;
  align?: "right";
  showFrom?: ScreenFrom;
  width?: number;
  /** least width in pixels before the table scrolls in its card; default by kind (declaredTable's MIN_WIDTHS) */
  minWidth?: number;
  permission?: "edit" | "delete";
  /** false: never exported; "shown": only in the as-shown file (a masked secret the raw file must not carry) */
  export?: boolean | "shown";
  /** its place on a phone's card; unset, cards are titled by the name field with the next columns as facts */
  phone?: PhonePlace;
  render?: (row: Record<string, unknown>) => ReactNode;
  /** the custom cell as the user reads it: what the export writes for it */
  text?: (row: Record<string, unknown>, ctx: CellTextContext) => string | number | null | undefined;
  /** an id of another record: the export writes that record's `field`, read from the `from` list once */
  nameFrom?: {
    from: string;
    field: string;
    idField?: string;
    /** the row's id field, when not the column's key */ key?: string;
  };
  /** a count of the `from` list's rows whose `field` holds this row's `idField` (default "id"), read once */
  countFrom?: { from: string; field: string; idField?: string };
}

export interface CellTextContext {
  t: (key: string, options?: Record<string, unknown>) => string;
  formatDate: (value: string | number | Date | null | undefined) => string;
}

/** A list filter, kept in the URL: one of `values`, a record of another resource, or a range of days (`params`). */
export type FilterSpec = {
  name: string;
  label?: string;
  width?: number;
} & (
  | {
      values: readonly string[];
      labels: string;
    }
  | { optionsFrom: OptionsFrom }
  /** every row of a lookup read whole, by id, labelled `labels<id>` (the id where no label is written) */
  | { lookup: string; labels: string }
  /** the STANDARD locales by name, each with its flag */
  | { kind: "locale" }
  | { kind: "dateRange"; params?: readonly [from: string, to: string] }
);

/** A row's icon button: the page gives its handler (`onAction[key]`), the declaration who may and its texts. */
export interface RowActionSpec {
  key: string;
  icon:
    | "edit"
    | "delete"
    | "details"
    | "machines"
    | "messages"
    | "reload"
    | "history"
    | "check"
    | "pause"
    | "resume"
    | "stop";
  permission?: "edit" | "delete";
  /** drawn red, as a delete is: the action cannot be undone */
  danger?: boolean;
  tip?: string;
  label?: string;
}

/** A row's delete confirmation and its outcome toasts: translation keys, each given `params(row)`. */
export interface DeleteSpec {
  title: string;
  description: string;
  confirm: string;
  success: string;
  failed: string;
  params?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** the parameter shown as the success toast's second line */
  detail?: string;
  fallback?: string;
}

/** An action on every selected row: `delete` is one delete per row, any other key DeclaredList's `onBulk`. */
export interface BulkActionSpec {
  key: string;
  label: string;
  permission: "edit" | "delete";
  danger?: boolean;
  /** what the activity log records for each row (default "delete" for delete, else "update") */
  audit?: AuditAction;
  /** what each row's call sets: the activity log records each row's change from its value before */
  sets?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * How an edit reads the record now on the server, just before writing and on a change event: `api.one` where the
 * area has it, else its list read whole (narrowed by `filters`) and the row with the record's id.
 */
export interface CurrentRecordSpec {
  /** list filters that keep the record's row, from the record as the dialog opened it */
  filters?: (record: Record<string, unknown>) => ListQuery["filters"];
  /** the server announces changes on `recordChannel(name)`: an open dialog learns of them at once */
  live?: boolean;
}

/** refine's channel of a resource; its "updated" and "deleted" events name the records by `payload.ids` (assumed). */
export const recordChannel = (resource: string): string => `resources/${resource}`;

export interface ShowSpec {
  fields?: readonly string[];
  overlay?: "drawer" | "modal";
}

/** One business area or page, declared once; refine resources, sidebar, routes and guards derive from these. */
export interface ResourceDeclaration {
  name: string;
  /** translation section of the area's texts when it differs from the name (default: the name) */
  i18nSection?: string;
  routes: {
    list: string;
    show?: string;
    create?: string;
    edit?: string;
    /** true: `<list>?open=<id>` opens the record over its list (its dialog, else its row highlighted), so other pages can link to it */
    open?: boolean;
    /** the record's own page when it needs more of the row than its id (a keyword's app and locale) */
    record?: (row: Record<string, unknown>) => string;
  };
  meta: {
    icon?: ReactNode;
    /** sidebar group (label key `nav.<group>`); entries without one are top level */
    group?: string;
    /** who may enter; absent means any active user */
    roles?: readonly Role[];
    hideInMenu?: boolean;
    /** the page header's title key (unset: the sidebar label) and tile icon (unset: the area's or its group's) */
    header?: { title?: string; icon?: ReactNode };
  };
  permissions?: Partial<Record<"view" | "edit" | "delete", Permission>>;
  /** the mutations the activity log records (default all three; [] none) */
  audit?: readonly AuditedMutation[];
  api?: ResourceApi;
  idField?: string;
  table?: {
    columns: readonly ColumnSpec[];
    sortable?: readonly string[];
    defaultSort?: { key: string; asc: boolean };
    pageSize?: number;
    searchable?: boolean;
    search?: { label?: string; placeholder?: string };
    filters?: readonly FilterSpec[];
    rowActions?: readonly RowActionSpec[];
    actionsWidth?: number;
    /** the field holding the owner's uuid: the owner may run the row's actions without the permission */
    ownerField?: string;
    /** the field that names a row in its actions' texts (default the first column's); a dotted path for a nested one */
    nameField?: string;
    /** many columns: cells with a little less padding */
    dense?: boolean;
    export?: boolean;
    outlinedActions?: boolean;
    rowActionsLabel?: string;
    bulkActions?: readonly BulkActionSpec[];
    /** what an empty list reads (default `<section>.empty`), and one the search emptied (`<section>.no_match`, given `search`) */
    empty?: string;
    noMatch?: string;
  };
  form?: FormSpec;
  delete?: DeleteSpec;
  current?: CurrentRecordSpec;
  show?: ShowSpec;
  /** The palette's record search (Ctrl+K): titled by `titleField` (or `title`); Enter opens `path(row)`, else the record's link. */
  search?: {
    titleField: string;
    title?: (row: Record<string, unknown>) => string;
    path?: (row: Record<string, unknown>) => string;
    /** read whole and matched here by these names besides the title: the server's search knows one spelling */
    names?: (row: Record<string, unknown>, language: string) => readonly string[];
  };
  /** The palette's "create" command: `path` a create page, else the list's create dialog. */
  create?: { label: string; path?: string; permission?: "edit" };
}

/** `meta.roles` of the areas for ADMIN and OWNER only (ROLE-13). */
export const ADMINS: readonly Role[] = ["ADMIN", "OWNER"];

export const defineResource = <T extends ResourceDeclaration>(declaration: T): T => declaration;

/** A read outside any list page: a refine resource with endpoints only, cached and invalidated like an area's data. */
export interface LookupDeclaration {
  name: string;
  api: ResourceApi;
  audit?: readonly AuditedMutation[];
  /** row identity field (default "id"), e.g. "name" when the API reads a record by its name */
  idField?: string;
  i18nSection?: string;
  table?: TableSettings & Partial<Pick<ListTableSpec, "columns" | "rowActions" | "nameField">>;
  /** whose permissions its columns and actions ask for, when another area's */
  permissionsOf?: string;
}

export type ListTableSpec = NonNullable<ResourceDeclaration["table"]>;

export type ListDeclaration = Pick<ResourceDeclaration, "name" | "i18nSection" | "table"> & {
  permissionsOf?: string;
};

export type TableSettings = Pick<
  NonNullable<ResourceDeclaration["table"]>,
  "sortable" | "defaultSort" | "pageSize" | "filters"
>;

export const defineLookup = <T extends LookupDeclaration>(declaration: T): T => declaration;

export type ApiDeclaration = Pick<ResourceDeclaration, "name" | "api" | "idField">;

export type CurrentRecordSource = ApiDeclaration & Pick<ResourceDeclaration, "current">;

/** An area's `api` block, checked against its row and form input (tests/unit/resourceApi.test.ts). */
export const resourceApi = <Row extends object, Input = never>(api: ResourceApi<Row, Input>): ResourceApi<Row, Input> =>
  api;
