import { useOne, useTranslate } from "@refinedev/core";
import { Alert, Flex, Modal, Spin } from "antd";
import type { Server } from "@/api/types/servers";
import { errorText } from "@/lib/errorText";
import { ServerForm } from "./ServerForm";
import { useServerChoices } from "./useServerChoices";

export interface ServerDialogProps {
  open: boolean;
  /** the row to edit; null adds a server */
  server: Server | null;
  onClose: () => void;
}

/**
 * Add and edit in one dialog (spec §4). An edited server is read afresh (GET /servers/?id=) so
 * the form never starts from a list page that is older than the server.
 */
export const ServerDialog = ({ open, server, onClose }: ServerDialogProps) => {
  const t = useTranslate();
  const choices = useServerChoices(open);
  const { result, query } = useOne<Server>({
    resource: "servers",
    id: server?.id,
    queryOptions: { enabled: open && server !== null, staleTime: 0, gcTime: 0 },
    errorNotification: false,
  });

  const title = server ? t("servers.dialog.title_edit", { name: server.name }) : t("servers.dialog.title_add");
  const loading = server !== null && (query.isFetching || query.isPending);
  const failed = server !== null && query.isError && !query.isFetching;

  let body;
  if (failed) {
    body = (
      <Alert type="error" showIcon message={t("servers.dialog.load_failed")} description={errorText(query.error)} />
    );
  } else if (loading || (server && !result)) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin tip={t("servers.dialog.loading")}>
          <div style={{ width: 120, height: 40 }} />
        </Spin>
      </Flex>
    );
  } else {
    body = (
      <ServerForm server={server ? (result ?? server) : null} choices={choices} onSaved={onClose} onCancel={onClose} />
    );
  }

  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={880} destroyOnHidden maskClosable={false}>
      {body}
    </Modal>
  );
};

export default ServerDialog;
