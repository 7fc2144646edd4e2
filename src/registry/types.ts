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

/**
 * The endpoint functions an area hands to the data provider, typed by the area's row and form
 * input. Property syntax on purpose: parameters are then checked contravariantly, so a function
 * that takes another input, or answers another row, does not compile in the declaration.
 * The defaults (`object` rows, `never` input) are the erased form the registry and the provider
 * hold: every declaration's block is assignable to it.
 */
export interface ResourceApi<Row extends object = object, Input = never> {
  list?: (query: ListQuery) => Promise<Paged<Row>>;
  /** `signal` aborts a read nobody waits for any more (a newer one replaced it) */
  one?: (id: string, signal?: AbortSignal) => Promise<Row>;
  create?: (body: Input) => Promise<Row>;
  update?: (id: string, body: Input) => Promise<Row>;
  remove?: (id: string) => Promise<unknown>;
}

/** The mutations of refine's data hooks that the activity log can record (issue 29). */
export type AuditedMutation = "create" | "update" | "delete";

/**
 * How a list cell shows its field (src/resources/views/cells.tsx): `text` one line cut with a
 * tooltip, `date` the user's date format with the year when not this one, `number` right-aligned,
 * `label` the value's translated label, `tag` the label in a tag tinted by value, `tags` a tag per
 * value of a list, `custom` drawn by the area's page (`cells` of the list view).
 */
export type CellKind = "text" | "date" | "number" | "label" | "tag" | "tags" | "custom";

/** Where a column shows on a phone's card (ColumnSpec.phone). */
export type PhonePlace = "title" | "subtitle" | "fact" | "hidden";

/** antd's breakpoints: a column `showFrom` one is hidden on narrower screens. */
export type ScreenFrom = "sm" | "md" | "lg" | "xl" | "xxl";

export interface ColumnSpec {
  /** field key; the header is `<section>.fields.<key>` (section: `i18nSection`, else the name) */
  key: string;
  /** default "text" */
  cell?: CellKind;
  /** text: bold */
  strong?: boolean;
  /** text: widest the cell grows before the ellipsis, in pixels */
  maxWidth?: number;
  /** text: in code type (URLs with placeholders, keys) */
  code?: boolean;
  /** label, tag and tags: a value's label is `<labels><value>` */
  labels?: string;
  /** tag: the tint of each value (antd preset colours; "default" when not listed) */
  tones?: Readonly<Record<string, string>>;
  /** what an empty value reads as: a translation key (default a dash) */
  empty?: string;
  /** the header's translation key, when it is not `<section>.fields.<key>` */
  title?: string;
  /** a symbol shown as the header (★) instead of the title, which stays its accessible name */
  symbol?: string;
  align?: "right";
  showFrom?: ScreenFrom;
  width?: number;
  /**
   * the least width in pixels the column keeps when the table is short of room (the table then
   * scrolls inside its card); default by its kind (declaredTable's MIN_WIDTHS)
   */
  minWidth?: number;
  /** shown only to a user the area's permission allows (a column of controls) */
  permission?: "edit" | "delete";
  /** false: left out of the list's export (a picture, a control) */
  export?: boolean;
  /**
   * its place on a phone's card (below antd's `md`): the card's `title`, the `subtitle` under it,
   * one of up to three `fact`s, or `hidden`. A list that says nothing titles its cards by its
   * name field and shows its next columns as facts.
   */
  phone?: PhonePlace;
  /** the generic views' own cell, for a value no kind fits */
  render?: (row: Record<string, unknown>) => ReactNode;
  /**
   * the cell as text, as the user reads it in the list, where the page draws it itself (custom):
   * what the export writes for it; a number stays a number
   */
  text?: (row: Record<string, unknown>, ctx: CellTextContext) => string | number | null | undefined;
  /**
   * the value is the id of another record: the export writes that record's `field`, read from
   * the `from` list (an area or a lookup) once per export
   */
  nameFrom?: {
    from: string;
    field: string;
    idField?: string;
    /** the row's id field, when not the column's key */ key?: string;
  };
}

/** What a column's `text` is given: the translation function and the user's date format. */
export interface CellTextContext {
  t: (key: string, options?: Record<string, unknown>) => string;
  formatDate: (value: string | number | Date | null | undefined) => string;
}

/**
 * A list filter, kept in the URL: one of `values`; or one record of another resource (searched
 * through refine's useSelect); or a range of days, kept and sent as two parameters
 * (`params`, default `from` and `to`, each YYYY-MM-DD and included).
 */
export type FilterSpec = {
  name: string;
  /** its placeholder and accessible name (default `<section>.filters.<name>`) */
  label?: string;
  /** its least width in pixels (default 180) */
  width?: number;
} & (
  | {
      values: readonly string[];
      /** a value's label is `<labels><value>` */
      labels: string;
    }
  | { optionsFrom: OptionsFrom }
  | { kind: "dateRange"; params?: readonly [from: string, to: string] }
);

/**
 * A row's icon button. The page gives what it does (`onAction[key]`); the declaration says who
 * may (`permission`: the area's edit or delete) and how it reads: the tip
 * `<section>.actions.<key>` and the accessible name `<section>.actions.<key>_row`, both given the
 * row's fields and `{name}` (the row's name field), unless `tip`/`label` name other keys.
 */
export interface RowActionSpec {
  key: string;
  /** an icon of src/resources/views/actionIcons.tsx */
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
  /** drawn red, as a delete is: the action cannot be undone (a stop) */
  danger?: boolean;
  tip?: string;
  label?: string;
}

/**
 * An action on every selected row of a list (issue 29): `delete` is the area's delete, one call
 * per row; any other key is the page's handler (DeclaredList's `onBulk`).
 */
export interface BulkActionSpec {
  key: string;
  /** translation key of the button, read with `:count` */
  label: string;
  permission: "edit" | "delete";
  danger?: boolean;
  /** what each row's entry in the activity log says was done (default "delete" for delete, else "update") */
  audit?: AuditAction;
}

/** The details view of a record: its fields (default: the columns, then the form's other fields), in a drawer (default) or a dialog. */
export interface ShowSpec {
  fields?: readonly string[];
  overlay?: "drawer" | "modal";
}

/**
 * One business area or page, declared once. Refine's resources, the sidebar, the routes with
 * their role guards, the access-control answers and the data provider's endpoint lookup are all
 * derived from the list of these (src/registry/index.tsx).
 */
export interface ResourceDeclaration {
  /** refine resource name; also the sidebar label key `nav.<name>` */
  name: string;
  /**
   * Translation section of the area's own texts (`<section>.title`, `<section>.fields.<key>`)
   * when it differs from the name, e.g. "sms-service" for "sms-services". Default: the name.
   */
  i18nSection?: string;
  /** the area's paths; each is routed when src/routing/areaViews.ts gives it a view */
  routes: {
    list: string;
    show?: string;
    create?: string;
    edit?: string;
    /**
     * true: `<list>?open=<id>` opens the record's details over its list (a dialog or drawer the
     * list page holds), so the palette, Activity, toasts and the dashboard can link to a record
     */
    open?: boolean;
  };
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
  /** refine's `meta.audit`: the mutations the activity log records (default all three; [] none) */
  audit?: readonly AuditedMutation[];
  /** endpoint functions from src/api/endpoints, checked with `resourceApi<Row, Input>({...})`; the data provider calls these */
  api?: ResourceApi;
  /** row identity field for the data provider and tables (default "id") */
  idField?: string;
  table?: {
    columns: readonly ColumnSpec[];
    sortable?: readonly string[];
    defaultSort?: { key: string; asc: boolean };
    pageSize?: number;
    searchable?: boolean;
    /** the search box's placeholder and accessible name (default `<section>.search`) */
    search?: { label?: string; placeholder?: string };
    filters?: readonly FilterSpec[];
    rowActions?: readonly RowActionSpec[];
    /** the actions column's width in pixels (default: as wide as its buttons) */
    actionsWidth?: number;
    /**
     * the field (a dotted path) holding the uuid of the row's owner: the owner may run the row's
     * actions without their permission, which then governs other users' rows
     */
    ownerField?: string;
    /**
     * the field that names a row in its actions' texts (default the first column's), a dotted
     * path for a nested one ("app.name"); the texts read it as `name`, `login` and the path's
     * first segment (`:keyword`, `:app`)
     */
    nameField?: string;
    /** many columns: cells with a little less padding, so they share a laptop screen */
    dense?: boolean;
    /** false: no Export button on the list (the CSV of every filtered row; default on) */
    export?: boolean;
    /** small outlined row buttons, for a dense row where plain icons are hard to find */
    outlinedActions?: boolean;
    /** the accessible name of a row's group of actions (default `<section>.actions.row_actions`) */
    rowActionsLabel?: string;
    /** actions on the selected rows: a user allowed one of them gets the selection column */
    bulkActions?: readonly BulkActionSpec[];
  };
  form?: FormSpec;
  show?: ShowSpec;
  /**
   * The command palette's record search (Ctrl+K): the area's list is read with the search its
   * own search box sends, and each record is named by `titleField` (a dotted path). Enter opens
   * `path(row)` when given (the record's page, or a list that takes its search another way),
   * else the list searched for the title.
   */
  search?: { titleField: string; path?: (row: Record<string, unknown>) => string };
  /**
   * The command palette's "create" command: `label` its text (the key of the list's add
   * button); `path` a create page to go to, else the list page opens its create dialog when the
   * navigation asks for it (useCreateRequest). `permission: "edit"` offers it only to the users
   * the area's edit permission allows, else to whoever may enter the area.
   */
  create?: { label: string; path?: string; permission?: "edit" };
}

/** `meta.roles` of the areas for ADMIN and OWNER only (spec §2), one list for all of them. */
export const ADMINS: readonly Role[] = ["ADMIN", "OWNER"];

export const defineResource = <T extends ResourceDeclaration>(declaration: T): T => declaration;

/**
 * A read the console makes outside any list page (choices, names, a detail dialog): a refine
 * resource with endpoint functions only, no route, view or sidebar entry. Components read it with
 * refine's useList/useOne, so it is cached, shared and invalidated like any area's data.
 */
export interface LookupDeclaration {
  name: string;
  api: ResourceApi;
  /** the mutations the activity log records, as an area's (default all three; [] none) */
  audit?: readonly AuditedMutation[];
  /** row identity field (default "id"), e.g. "name" when the API reads a record by its name */
  idField?: string;
  /** translation section of its list's texts, as an area's */
  i18nSection?: string;
  /** for a list shown inside another area's page (useListTable): its sort and page size, and its columns when declared */
  table?: TableSettings & Partial<Pick<ListTableSpec, "columns" | "rowActions" | "nameField">>;
  /** whose permissions its columns and actions ask for, when another area's (the SMS tabs: sms-services) */
  permissionsOf?: string;
}

/** A declaration's list: its columns, sort, search, filters and row actions. */
export type ListTableSpec = NonNullable<ResourceDeclaration["table"]>;

/** What the declared list views read: an area, or a lookup listed inside another area's page. */
export type ListDeclaration = Pick<ResourceDeclaration, "name" | "i18nSection" | "table"> & {
  permissionsOf?: string;
};

/** What a list table takes from a declaration: sortable keys, default sort and page size. */
export type TableSettings = Pick<NonNullable<ResourceDeclaration["table"]>, "sortable" | "defaultSort" | "pageSize">;

export const defineLookup = <T extends LookupDeclaration>(declaration: T): T => declaration;

/** What the data provider needs of a declaration: its name, its endpoint functions and its id field. */
export type ApiDeclaration = Pick<ResourceDeclaration, "name" | "api" | "idField">;

/**
 * An area's `api` block, checked against its row and form input: an endpoint that takes another
 * input or answers another row fails to compile here (tests/unit/resourceApi.test.ts).
 */
export const resourceApi = <Row extends object, Input = never>(api: ResourceApi<Row, Input>): ResourceApi<Row, Input> =>
  api;
