import { useMemo } from "react";
import { useTranslate } from "@refinedev/core";
import { Alert, Badge, Button, Drawer, theme, type BadgeProps } from "antd";
import type { Machine, MachineStatus } from "@/api/types/machines";
import type { Server } from "@/api/types/servers";
import { DataTable } from "@/components/table";
import { serverMachines } from "@/registry/areas/servers";
import { useMachineDialog } from "../machines/machineDialogStore";
import { errorText } from "@/lib/errorText";
import { ListSearch, useDeclaredColumns, useListTable } from "../views/DeclaredList";

const STATUS_BADGES: Record<MachineStatus, BadgeProps["status"]> = {
  ONLINE: "success",
  BUSY: "processing",
  OFFLINE: "default",
  ERROR: "error",
};
const NO_ERROR_TOAST = () => undefined;

const ServerMachinesTable = ({ serverId }: { serverId: number }) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const list = useListTable<Machine>(serverMachines, {
    tableKey: "server-machines",
    filters: { serverId },
    inUrl: false,
    onError: NO_ERROR_TOAST,
  });
  const cells = useMemo(
    () => ({
      nameMachine: (m: Machine) => (
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
      status: (m: Machine) => (
        <Badge
          status={STATUS_BADGES[m.status]}
          text={t(`servers.machines.statuses.${m.status}`)}
          style={{ whiteSpace: "nowrap" }}
        />
      ),
    }),
    [t, token],
  );
  const columns = useDeclaredColumns<Machine>(serverMachines, { cells });

  return (
    <>
      {!!list.error && (
        <Alert
          type="error"
          showIcon
          message={t("servers.machines.failed")}
          description={errorText(list.error)}
          style={{ marginBottom: 12 }}
        />
      )}
      <DataTable<Machine>
        {...list.tableProps}
        error={undefined}
        columns={columns}
        emptyText={t("servers.machines.empty")}
        skeleton={{ columns: 5 }}
        toolbar={<ListSearch list={list} label={t("servers.machines.search")} style={{ maxWidth: 320 }} />}
      />
    </>
  );
};

export const ServerMachinesDrawer = ({ server, onClose }: { server: Server | null; onClose: () => void }) => {
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
