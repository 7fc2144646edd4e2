import { useOne, useTranslate } from "@refinedev/core";
import { Button, Empty, List } from "antd";
import { MachineStatusTag } from "@/resources/machines/MachineTags";
import { useMachineDialog } from "@/resources/machines/machineDialogStore";
import { CloseOnlyDialog } from "@/components/widgets/CloseOnlyDialog";
import type { ActiveMachinesRecord } from "@/registry/lookups/campaigns";

export const ActiveMachinesDialog = ({
  campaignId,
  open,
  onClose,
}: {
  campaignId: number;
  open: boolean;
  onClose: () => void;
}) => {
  const t = useTranslate();
  const { result, query } = useOne<ActiveMachinesRecord>({
    resource: "campaign-active-machines",
    id: String(campaignId),
    queryOptions: { enabled: open },
  });
  const machines = result?.machines ?? [];
  return (
    <CloseOnlyDialog
      open={open}
      title={t("campaigns.active_machines.title")}
      onClose={onClose}
      closeText={t("campaigns.close")}
    >
      {!query.isLoading && machines.length === 0 ? (
        <Empty description={t("campaigns.active_machines.none")} />
      ) : (
        <List
          loading={query.isLoading}
          dataSource={machines}
          rowKey="name_machine"
          renderItem={(m) => (
            <List.Item actions={[<MachineStatusTag key="status" status={m.status} />]}>
              <Button
                type="link"
                style={{ paddingInline: 0 }}
                onClick={() => {
                  onClose();
                  useMachineDialog.getState().open(m.name_machine);
                }}
              >
                {m.name_machine}
              </Button>
            </List.Item>
          )}
        />
      )}
    </CloseOnlyDialog>
  );
};
