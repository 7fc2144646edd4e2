import { useMemo, useState } from "react";
import { matchPath, useLocation, useNavigate } from "react-router";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslate, type BaseRecord } from "@refinedev/core";
import { Button } from "antd";
import { Page } from "@/components/layout/Page";
import { useCan } from "@/providers/useCan";
import { findResource } from "@/registry";
import type { ResourceDeclaration, RowActionSpec } from "@/registry/types";
import { DeclaredList, useListTable } from "./DeclaredList";
import styles from "./GenericList.module.css";
import { FieldValue } from "./FieldValue";
import { DeclaredForm } from "./DeclaredForm";
import { GenericShow } from "./GenericShow";
import { idFieldOf } from "./keys";
import { useConfirmedDelete } from "./useConfirmedDelete";

type OverlayKind = "show" | "create" | "edit";
type Overlay = { kind: OverlayKind; id?: string; row?: BaseRecord };

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

/** The open drawer or dialog: in the URL when the declaration routes its kind, else component state. */
const useGenericOverlay = (resource: ResourceDeclaration) => {
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
    open: (kind: OverlayKind, row?: BaseRecord) => {
      const pattern = resource.routes[kind];
      setLastRow(row);
      if (pattern) {
        setLocal(null);
        void navigate(pattern.replace(/:[^/]+/, encodeURIComponent(idOf(row) ?? "")));
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

const ROW_ACTIONS: readonly RowActionSpec[] = [
  { key: "edit", icon: "edit", tip: "def.resource.edit", label: "def.resource.edit_row" },
  { key: "delete", icon: "delete", tip: "def.resource.delete", label: "def.resource.delete_row" },
];

/** The generic list page of a simple area, looked up at render, so one added at run time is found. */
export const GenericList = ({ resource: name }: { resource: string }) => {
  const resource = findResource(name);
  if (!resource) throw new Error(`No resource "${name}" in the registry`);
  const { table, form, api, routes } = resource;
  if (!table) throw new Error(`Resource "${name}" declares no table for the generic list`);
  const t = useTranslate();
  // useCan re-renders the actions when the signed-in user changes.
  const can = useCan();
  const list = useListTable<BaseRecord>(resource);
  const overlay = useGenericOverlay(resource);
  const { remove, dialog } = useConfirmedDelete<BaseRecord>();
  // Only what this user may do and the area has an endpoint for is offered: no call the server would refuse.
  const hasForm = !!form?.fields.length;
  const allowed = {
    create: can(name, "create") && (!!routes.create || (hasForm && !!api?.create)),
    edit: can(name, "edit") && (!!routes.edit || (hasForm && !!api?.update)),
    delete: can(name, "delete") && !!api?.remove,
  };
  const idOf = (row: BaseRecord): string => String(row[idFieldOf(resource)] ?? "");

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
  const area = useMemo(
    () => ({
      ...resource,
      table: {
        ...table,
        rowActions: ROW_ACTIONS.filter(({ key }) => (key === "edit" ? allowed.edit : allowed.delete)),
        rowActionsLabel: "table.actions",
      },
    }),
    [resource, table, allowed.edit, allowed.delete],
  );
  const onAction = {
    edit: (row: BaseRecord) => overlay.open("edit", row),
    delete: (row: BaseRecord) => void remove(resource, row),
  };

  const current = overlay.current;
  const currentRow = current?.row ?? list.rows.find((row) => idOf(row) === current?.id);
  const formMode = current && current.kind !== "show" && allowed[current.kind] ? current.kind : null;

  return (
    <Page
      area={resource}
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
      />
      <GenericShow
        resource={resource}
        open={current?.kind === "show"}
        id={current?.id}
        row={currentRow}
        onClose={overlay.close}
        onEdit={allowed.edit ? (record) => overlay.open("edit", record) : undefined}
      />
      {formMode && form && (
        <DeclaredForm
          key={`${formMode}-${current?.id}`}
          declaration={{ ...resource, form }}
          id={formMode === "edit" ? current?.id : undefined}
          row={formMode === "edit" ? currentRow : undefined}
          onClosed={overlay.close}
        />
      )}
      {dialog}
    </Page>
  );
};
