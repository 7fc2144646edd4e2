import { useOne, useTranslate } from "@refinedev/core";
import { Button, Empty, Modal, Table, Typography } from "antd";
import type { CampaignMachineTaskWire, TaskWire } from "@/api/types/campaigns";
import { useFormatDate } from "@/lib/useFormatDate";
import { TaskStatusTag } from "@/resources/machines/MachineTags";
import { useMachineDialog } from "@/resources/machines/machineDialogStore";
import { machineTasksId, type MachineTasksRecord } from "../lookups";

/**
 * The tasks list dialog (spec §2, §3 Machine task): every machine's attempt at one task, its
 * status, time, machine (opens the machine dialog) and keyword; 'Not found tasks' when the
 * answer holds none.
 */
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
    <Modal
      open={task !== null}
      title={
        task
          ? t("campaigns.tasks_list.title", {
              type: t(`campaigns.task_type.${task.type}`),
              keyword: task.other_params.keyword ?? "",
            })
          : ""
      }
      onCancel={onClose}
      width={820}
      footer={<Button onClick={onClose}>{t("campaigns.close")}</Button>}
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
          columns={[
            {
              key: "status",
              title: t("campaigns.fields.status"),
              render: (_, r) => <TaskStatusTag status={r.status} />,
            },
            { key: "time", title: t("campaigns.fields.time"), render: (_, r) => formatDate(r.time_update) },
            {
              key: "machine",
              title: t("campaigns.fields.machine"),
              render: (_, r) => (
                <Button
                  type="link"
                  size="small"
                  style={{ paddingInline: 0 }}
                  onClick={() => useMachineDialog.getState().open(r.name_machine)}
                >
                  {r.name_machine}
                </Button>
              ),
            },
            {
              key: "keyword",
              title: t("campaigns.fields.keyword"),
              render: (_, r) => r.task.other_params.keyword ?? <Typography.Text type="secondary">—</Typography.Text>,
            },
          ]}
        />
      )}
    </Modal>
  );
};
