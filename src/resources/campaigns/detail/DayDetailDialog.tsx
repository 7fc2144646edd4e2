import { useTranslate } from "@refinedev/core";
import { Button, Table, Typography } from "antd";
import type { CampaignDayWire, TaskWire } from "@/api/types/campaigns";
import { useFormatDay } from "@/lib/useFormatDate";
import { CloseOnlyDialog } from "@/components/widgets/CloseOnlyDialog";

const paramsOf = (task: TaskWire, t: (k: string, o?: Record<string, unknown>) => string): string => {
  const { keyword, feedback, accounts } = task.other_params;
  if (keyword) return keyword;
  if (feedback) return t("campaigns.day.reviews", { count: feedback.length });
  if (accounts) return t("campaigns.day.accounts", { count: accounts.length });
  return "";
};

/** The day detail dialog (spec §2): that day's tasks; a task opens its machine attempts. */
export const DayDetailDialog = ({
  day,
  onClose,
  onTask,
}: {
  day: CampaignDayWire | null;
  onClose: () => void;
  onTask: (task: TaskWire) => void;
}) => {
  const t = useTranslate();
  const formatDate = useFormatDay();
  return (
    <CloseOnlyDialog
      open={day !== null}
      title={day ? t("campaigns.day.title", { date: formatDate(day.date) }) : ""}
      onClose={onClose}
      closeText={t("campaigns.close")}
      width={860}
    >
      <Table<TaskWire>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={day?.tasks ?? []}
        columns={[
          {
            key: "type",
            title: t("campaigns.fields.type"),
            render: (_, task) => t(`campaigns.task_type.${task.type}`),
          },
          {
            key: "params",
            title: t("campaigns.fields.keyword"),
            render: (_, task) => paramsOf(task, t) || <Typography.Text type="secondary">—</Typography.Text>,
          },
          { key: "count", title: t("campaigns.fields.count"), dataIndex: "count", align: "right" },
          { key: "success", title: t("campaigns.fields.success"), dataIndex: "success_count", align: "right" },
          { key: "not_found", title: t("campaigns.fields.not_found"), dataIndex: "not_found_count", align: "right" },
          { key: "prev", title: t("campaigns.fields.prev_installs"), dataIndex: "prev_install_count", align: "right" },
          {
            key: "open",
            title: t("campaigns.fields.actions"),
            render: (_, task) => (
              <Button size="small" onClick={() => onTask(task)}>
                {t("campaigns.day.machine_tasks")}
              </Button>
            ),
          },
        ]}
      />
    </CloseOnlyDialog>
  );
};
