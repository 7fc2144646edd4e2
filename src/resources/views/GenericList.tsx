import { useMemo } from "react";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslate, type BaseRecord } from "@refinedev/core";
import { Button } from "antd";
import { Page } from "@/components/layout/Page";
import { resourceDescriptionKey, resourceLabelKey } from "@/registry/labels";
import { useCan, type CanCheck } from "@/providers/useCan";
import { findResource } from "@/registry";
import { useListTable } from "@/resources/views/useListTable";
import { DeclaredList, filterKeysOf } from "./DeclaredList";
import styles from "./GenericList.module.css";
import type { ResourceDeclaration, RowActionSpec } from "@/registry/types";
import { FieldValue } from "./FieldValue";
import { DeclaredForm } from "./DeclaredForm";
import { GenericShow } from "./GenericShow";
import { i18nSectionOf, idFieldOf, titleKey } from "./keys";
import { useConfirmedDelete } from "./useConfirmedDelete";
import { useGenericOverlay } from "./useGenericOverlay";

const ROW_ACTIONS: readonly RowActionSpec[] = [
  { key: "edit", icon: "edit", tip: "def.resource.edit", label: "def.resource.edit_row" },
  { key: "delete", icon: "delete", tip: "def.resource.delete", label: "def.resource.delete_row" },
];

/** What the actions of a generic list may do for this user; hidden when not (spec: no forbidden calls). */
const allowedActions = (resource: ResourceDeclaration, check: CanCheck) => {
  const hasForm = !!resource.form?.fields.length;
  const can = (action: "create" | "edit" | "delete") => check(resource.name, action);
  return {
    create: can("create") && (!!resource.routes.create || (hasForm && !!resource.api?.create)),
    edit: can("edit") && (!!resource.routes.edit || (hasForm && !!resource.api?.update)),
    remove: can("delete") && !!resource.api?.remove,
  };
};

type TableSpec = NonNullable<ResourceDeclaration["table"]>;

const GenericListView = ({ resource, table }: { resource: ResourceDeclaration; table: TableSpec }) => {
  const t = useTranslate();
  // useCan re-renders the actions when the signed-in user changes.
  const check = useCan();
  const idField = idFieldOf(resource);
  const list = useListTable<BaseRecord>(resource, { filterKeys: filterKeysOf(resource) });
  const overlay = useGenericOverlay(resource);
  const { remove, dialog } = useConfirmedDelete<BaseRecord>();
  const allowed = allowedActions(resource, check);

  const idOf = (row: BaseRecord): string => String(row[idField] ?? "");

  // A column declared without a kind shows its value as the details drawer does (flags, options).
  const cells = useMemo(
    () =>
      Object.fromEntries(
        table.columns
          .filter((column) => !column.cell)
          .map((column) => [
            column.key,
            (row: BaseRecord) => <FieldValue resource={resource} field={column.key} row={row} inCell />,
          ]),
      ),
    [resource, table.columns],
  );
  // Edit and Delete are declared row actions, offered as the user's permissions and the area's endpoints allow.
  const area = useMemo(
    () => ({
      ...resource,
      table: {
        ...table,
        rowActions: ROW_ACTIONS.filter((action) => (action.key === "edit" ? allowed.edit : allowed.remove)),
        rowActionsLabel: "table.actions",
      },
    }),
    [resource, table, allowed.edit, allowed.remove],
  );
  const onAction = {
    edit: (row: BaseRecord) => overlay.open("edit", row),
    delete: (row: BaseRecord) =>
      void remove(resource.name, idOf(row), {
        title: t("def.resource.delete_title"),
        description: t("def.resource.delete_text"),
        confirmText: t("def.resource.delete"),
        success: t("def.resource.deleted"),
        failed: t("def.resource.delete_failed"),
      }),
  };

  const current = overlay.current;
  const currentRow = current?.row ?? list.rows.find((row) => idOf(row) === current?.id);
  const formMode =
    current?.kind === "create" && allowed.create ? "create" : current?.kind === "edit" && allowed.edit ? "edit" : null;

  return (
    <Page
      title={t(titleKey(resource), t(resourceLabelKey(resource)))}
      description={t(resourceDescriptionKey(resource), "")}
      actions={
        allowed.create && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => overlay.open("create")}>
            {t("def.resource.create")}
          </Button>
        )
      }
      style={{ maxWidth: 1200, margin: "0 auto" }}
    >
      <DeclaredList<BaseRecord>
        area={area}
        list={list}
        cells={cells}
        onAction={onAction}
        className={styles.tableCard}
        onRowClick={(row) => overlay.open("show", row)}
        empty={t(`${i18nSectionOf(resource)}.empty`, t("table.no_data"))}
        noMatch={t(`${i18nSectionOf(resource)}.no_match`, { search: list.search }, t("table.no_data"))}
      />
      <GenericShow
        resource={resource}
        open={current?.kind === "show"}
        id={current?.id}
        row={currentRow}
        onClose={overlay.close}
        onEdit={allowed.edit ? (record) => overlay.open("edit", record) : undefined}
      />
      {formMode && resource.form && (
        <DeclaredForm
          key={`${formMode}-${current?.id}`}
          declaration={{ ...resource, form: resource.form }}
          id={formMode === "edit" ? current?.id : undefined}
          row={formMode === "edit" ? currentRow : undefined}
          onClosed={overlay.close}
        />
      )}
      {dialog}
    </Page>
  );
};

/**
 * The generic list page of a simple area: heading, search, the declared columns with server-side
 * paging and sort, and Create/Edit/Delete as the user's permissions allow. The declaration is
 * looked up when rendering, so a resource added to the registry at run time is found too.
 */
export const GenericList = ({ resource }: { resource: string }) => {
  const declaration = findResource(resource);
  if (!declaration) throw new Error(`No resource "${resource}" in the registry`);
  if (!declaration.table) throw new Error(`Resource "${resource}" declares no table for the generic list`);
  return <GenericListView resource={declaration} table={declaration.table} />;
};

export default GenericList;
