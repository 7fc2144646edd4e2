import { useMemo, useState } from "react";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button } from "antd";
import type { Server } from "@/api/types/servers";
import { Page } from "@/components/layout/Page";
import { useCreateRequest } from "@/components/layout/createRequest";
import { useCan } from "@/providers/useCan";
import { DeclaredList } from "../views/DeclaredList";
import { useListTable } from "@/resources/views/DeclaredList";
import { DeclaredForm } from "../views/DeclaredForm";
import { originOf } from "@/registry/areas/serverForm";
import { ServerDisksField } from "./ServerDisksField";
import { ServerIdentifierControl, ServerTypeSelect } from "./ServerFormControls";
import { useServerChoices } from "./useServerChoices";
import { ServerMachinesDrawer } from "./ServerMachinesDrawer";
import { SERVER_CELLS } from "./serverCells";
import { servers } from "@/registry/areas/servers";
import { useConfirmedDelete } from "../views/useConfirmedDelete";

/** /servers/list: the fleet's servers, with add/edit, their machines and (OWNER) delete. */
export const ServersList = () => {
  const t = useTranslate();
  const can = useCan();
  const canEdit = can(servers.name, "edit");
  const table = useListTable<Server>(servers);
  const [form, setForm] = useState<{ server?: Server } | null>(null);
  // Read again at each opening: boards get taken by other servers.
  const choices = useServerChoices(form !== null);
  const [machinesOf, setMachinesOf] = useState<Server | null>(null);
  const { remove: deleteServer, dialog: confirmDialog } = useConfirmedDelete<Server>();
  useCreateRequest(() => setForm({}));

  const onAction = useMemo(
    () => ({
      edit: (server: Server) => setForm({ server }),
      machines: (server: Server) => setMachinesOf(server),
      delete: (server: Server) =>
        void deleteServer("servers", server.id, {
          title: t("servers.delete.title", { name: server.name }),
          description: t("servers.delete.description"),
          confirmText: t("servers.delete.confirm"),
          success: t("servers.delete.success"),
          failed: t("servers.delete.failed"),
        }),
    }),
    [deleteServer, t],
  );

  const actions = canEdit && (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setForm({})}>
      {t("servers.actions.add")}
    </Button>
  );

  return (
    <Page title={t("servers.title")} description={t("servers.description")} actions={actions}>
      <DeclaredList<Server>
        styles={{ body: { overflowX: "auto" } }}
        area={servers}
        list={table}
        cells={SERVER_CELLS}
        onAction={onAction}
        noMatch={t("servers.empty")}
      />
      {canEdit && form && (
        <DeclaredForm
          declaration={servers}
          row={form.server}
          controls={{
            type: <ServerTypeSelect choices={choices} origin={originOf(form.server)} />,
            identifier: <ServerIdentifierControl choices={choices} origin={originOf(form.server)} />,
            disks: <ServerDisksField existing={!!form.server} />,
          }}
          onClosed={() => setForm(null)}
        />
      )}
      <ServerMachinesDrawer server={machinesOf} onClose={() => setMachinesOf(null)} />
      {confirmDialog}
    </Page>
  );
};

export default ServersList;
