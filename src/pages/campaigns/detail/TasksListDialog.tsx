import { useOne, useTranslate } from "@refinedev/core";
import { Button, Empty, Table, Typography } from "antd";
import type { CampaignMachineTaskWire, TaskWire } from "@/api/types/campaigns";
import { tableColumns } from "@/resources/views/tableColumns";
import { useFormatDate } from "@/lib/useFormatDate";
import { TaskStatusTag } from "@/resources/machines/MachineTags";
import { useMachineDialog } from "@/resources/machines/machineDialogStore";
import { CloseOnlyDialog } from "@/components/widgets/CloseOnlyDialog";
import { machineTasksId, type MachineTasksRecord } from "@/registry/lookups/campaigns";

/** Every machine's attempt at one task; 'Not found tasks' when there are none. */
export const TasksListDialog = ({
  campaignId,
  task,
  onClose,
}: {
  campaignId: number;
  task: TaskWire | null;
  onClose: () => void;
}) => {
  const t = useTranslate();
  const formatDate = useFormatDate();
  const { result, query } = useOne<MachineTasksRecord>({
    resource: "campaign-machine-tasks",
    id: task ? machineTasksId(campaignId, task.id) : "",
    queryOptions: { enabled: task !== null },
    errorNotification: false,
  });
  const rows = result?.tasks ?? [];
  const missing = !query.isLoading && (query.isError || rows.length === 0);
  return (
    <CloseOnlyDialog
      open={task !== null}
      title={
        task
          ? t("campaigns.tasks_list.title", {
              type: t(`campaigns.task_type.${task.type}`),
              keyword: task.other_params.keyword ?? "",
            })
          : ""
      }
      width={820}
      onClose={onClose}
      closeText={t("campaigns.close")}
    >
      {missing ? (
        <Empty description={t("campaigns.tasks_list.not_found")} />
      ) : (
        <Table<CampaignMachineTaskWire>
          size="small"
          rowKey="id"
          loading={query.isLoading}
          dataSource={rows}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          columns={tableColumns<CampaignMachineTaskWire>(t, "campaigns.fields.", {
            status: (r) => <TaskStatusTag status={r.status} />,
            time: (r) => formatDate(r.time_update),
            machine: (r) => (
              <Button
                type="link"
                size="small"
                style={{ paddingInline: 0 }}
                onClick={() => useMachineDialog.getState().open(r.name_machine)}
              >
                {r.name_machine}
              </Button>
            ),
            keyword: (r) => r.task.other_params.keyword ?? <Typography.Text type="secondary">—</Typography.Text>,
          })}
        />
      )}
    </CloseOnlyDialog>
  );
};
