import { useMemo, useState } from "react";
import { useTranslate } from "@refinedev/core";
import type { Server } from "@/api/types/servers";
import { Page } from "@/components/layout/Page";
import { DeclaredList, useListTable } from "../views/DeclaredList";
import { originOf } from "@/registry/areas/serverForm";
import { ServerDisksField } from "./ServerDisksField";
import { ServerIdentifierControl, ServerTypeSelect } from "./ServerFormControls";
import { useServerChoices } from "./useServerChoices";
import { ServerMachinesDrawer } from "./ServerMachinesDrawer";
import { SERVER_CELLS } from "./serverCells";
import { servers } from "@/registry/areas/servers";
import { useListForm } from "../views/useListForm";
import { useOpenRecord } from "../views/useOpenParam";

/** /servers/list: the fleet's servers, with add/edit, their machines and (OWNER) delete. */
const ServersList = () => {
  const t = useTranslate();
  const table = useListTable<Server>(servers);
  const { opened, edit, remove, addButton, overlays } = useListForm<Server>(servers);
  // Read again at each opening: boards get taken by other servers.
  const choices = useServerChoices(opened !== null);
  const [machinesOf, setMachinesOf] = useState<Server | null>(null);
  useOpenRecord<Server>(servers.name, edit);

  const onAction = useMemo(
    () => ({
      edit,
      machines: (server: Server) => setMachinesOf(server),
      delete: (server: Server) => void remove(servers, server),
    }),
    [edit, remove],
  );
  const origin = originOf(opened?.row);

  return (
    <Page description={t("servers.description")} actions={addButton}>
      <DeclaredList<Server>
        styles={{ body: { overflowX: "auto" } }}
        area={servers}
        list={table}
        cells={SERVER_CELLS}
        onAction={onAction}
      />
      {overlays({
        controls: {
          type: <ServerTypeSelect choices={choices} origin={origin} />,
          identifier: <ServerIdentifierControl choices={choices} origin={origin} />,
          disks: <ServerDisksField existing={!!opened?.row} />,
        },
      })}
      <ServerMachinesDrawer server={machinesOf} onClose={() => setMachinesOf(null)} />
    </Page>
  );
};

export default ServersList;
