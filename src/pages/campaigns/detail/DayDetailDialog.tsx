import { useTranslate } from "@refinedev/core";
import { Button, Table, Typography } from "antd";
import type { CampaignDayWire, TaskWire } from "@/api/types/campaigns";
import { useFormatDay } from "@/lib/useFormatDate";
import { CloseOnlyDialog } from "@/components/widgets/CloseOnlyDialog";
import { tableColumns } from "@/resources/views/tableColumns";

const paramsOf = (task: TaskWire, t: (k: string, o?: Record<string, unknown>) => string): string => {
  const { keyword, feedback, accounts } = task.other_params;
  if (keyword) return keyword;
  if (feedback) return t("campaigns.day.reviews", { count: feedback.length });
  if (accounts) return t("campaigns.day.accounts", { count: accounts.length });
  return "";
};

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
        columns={tableColumns<TaskWire>(
          t,
          "campaigns.fields.",
          {
            type: (task) => t(`campaigns.task_type.${task.type}`),
            keyword: (task) => paramsOf(task, t) || <Typography.Text type="secondary">—</Typography.Text>,
            count: (task) => task.count,
            success: (task) => task.success_count,
            not_found: (task) => task.not_found_count,
            prev_installs: (task) => task.prev_install_count,
            actions: (task) => (
              <Button size="small" onClick={() => onTask(task)}>
                {t("campaigns.day.machine_tasks")}
              </Button>
            ),
          },
          ["count", "success", "not_found", "prev_installs"],
        )}
      />
    </CloseOnlyDialog>
  );
};
