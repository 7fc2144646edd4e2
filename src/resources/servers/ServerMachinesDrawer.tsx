import { useMemo, useState } from "react";
import { useTranslate } from "@refinedev/core";
import { Alert, Badge, Button, Drawer, theme, type BadgeProps, type TableColumnsType } from "antd";
import type { Machine, MachineStatus } from "@/api/types/machines";
import type { Server } from "@/api/types/servers";
import { DataTable, useTableState } from "@/components/table";
import { SearchInput } from "@/components/widgets";
import { useMachineDialog } from "../machines/machineDialogStore";
import { errorText } from "@/lib/errorText";
import { useServerMachines } from "./useServerMachines";

const TABLE_KEY = "server-machines";
const SORTABLE = ["nameMachine", "status"] as const;
const STATUS_BADGES: Record<MachineStatus, BadgeProps["status"]> = {
  ONLINE: "success",
  BUSY: "processing",
  OFFLINE: "default",
  ERROR: "error",
};

export interface ServerMachinesDrawerProps {
  /** the server whose machines are shown; null closes the drawer */
  server: Server | null;
  onClose: () => void;
}

/** Mounted per server, so page and search start afresh for each one. */
const ServerMachinesTable = ({ serverId }: { serverId: number }) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const state = useTableState(TABLE_KEY, { sortable: SORTABLE });
  const [search, setSearch] = useState("");
  const machines = useServerMachines(serverId, state, search);

  const columns = useMemo<TableColumnsType<Machine>>(
    () => [
      {
        key: "nameMachine",
        title: t("servers.machines.fields.nameMachine"),
        render: (_, m) => (
          <Button
            type="link"
            // antd's link blue is below AA contrast on both surfaces; the underline marks the link instead.
            style={{
              padding: 0,
              height: "auto",
              color: token.colorText,
              textDecoration: "underline",
              textDecorationColor: token.colorPrimary,
            }}
            onClick={() => useMachineDialog.getState().open(m.nameMachine)}
          >
            {m.nameMachine}
          </Button>
        ),
      },
      {
        key: "status",
        title: t("servers.machines.fields.status"),
        render: (_, m) => (
          <Badge
            status={STATUS_BADGES[m.status]}
            text={t(`servers.machines.statuses.${m.status}`)}
            style={{ whiteSpace: "nowrap" }}
          />
        ),
      },
      {
        key: "typeAndroid",
        title: t("servers.machines.fields.typeAndroid"),
        responsive: ["sm"],
        render: (_, m) => <span style={{ whiteSpace: "nowrap" }}>{t(`servers.machines.types.${m.typeAndroid}`)}</span>,
      },
      {
        key: "versionAndroid",
        title: t("servers.machines.fields.versionAndroid"),
        responsive: ["sm"],
        render: (_, m) => m.versionAndroid,
      },
      {
        key: "account",
        title: t("servers.machines.fields.account"),
        responsive: ["md"],
        render: (_, m) => m.account ?? t("servers.machines.no_account"),
      },
    ],
    [t, token],
  );

  return (
    <>
      {machines.failed !== null && (
        <Alert
          type="error"
          showIcon
          message={t("servers.machines.failed")}
          description={errorText(machines.failed)}
          style={{ marginBottom: 12 }}
        />
      )}
      <DataTable<Machine>
        tableKey={TABLE_KEY}
        columns={columns}
        rows={machines.rows}
        total={machines.total}
        loading={machines.loading}
        rowKey="nameMachine"
        state={state}
        emptyText={t("servers.machines.empty")}
        skeleton={{ columns: 5 }}
        toolbar={
          <SearchInput
            value={search}
            placeholder={t("servers.machines.search")}
            onSearch={(value) => {
              setSearch(value);
              state.setPage(1);
            }}
            style={{ maxWidth: 320 }}
          />
        }
      />
    </>
  );
};

/** "Machines on a server": a paged list; a machine opens the shared machine detail dialog. */
export const ServerMachinesDrawer = ({ server, onClose }: ServerMachinesDrawerProps) => {
  const t = useTranslate();
  return (
    <Drawer
      open={server !== null}
      onClose={onClose}
      title={server ? t("servers.machines.title", { name: server.name }) : undefined}
      width="min(760px, 100vw)"
      destroyOnHidden
    >
      {server && <ServerMachinesTable key={server.id} serverId={server.id} />}
    </Drawer>
  );
};

export default ServerMachinesDrawer;
