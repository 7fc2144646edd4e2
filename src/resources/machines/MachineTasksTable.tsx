import { useTranslate } from "@refinedev/core";
import { Flex, Table, Typography } from "antd";
import type { MachineTask } from "@/api/types/machines";
import { tableColumns } from "@/resources/views/tableColumns";
import { useFormatDate } from "@/lib/useFormatDate";
import { TaskStatusTag, Unavailable } from "./MachineTags";

export const MachineTasksTable = ({ tasks }: { tasks: readonly MachineTask[] }) => {
  const t = useTranslate();
  const formatDate = useFormatDate();

  const columns = tableColumns<MachineTask>(t, "machines.tasks.fields.", {
    status: (task) => <TaskStatusTag status={task.status} />,
    time: (task) => formatDate(task.timeUpdate),
    app: (task) => (
      <Flex align="center" gap={8}>
        {/* The name follows in text, so the icon is decoration for screen readers. */}
        <img src={task.app.imageSrc} alt="" width={24} height={24} style={{ borderRadius: 6, flexShrink: 0 }} />
        <span>{task.app.name || <Unavailable />}</span>
      </Flex>
    ),
    // A type the console has no label for is shown as it arrives.
    type: (task) => t(`machines.task_type.${task.task.type}`, task.task.type),
    keyword: (task) => task.task.keyword ?? <Unavailable />,
  });

  return (
    <section aria-labelledby="machine-tasks-title">
      <Typography.Title id="machine-tasks-title" level={3} style={{ fontSize: 16, marginTop: 16 }}>
        {t("machines.tasks.title", { count: tasks.length })}
      </Typography.Title>
      {tasks.length === 0 ? (
        // Plain text rather than the table's placeholder, whose faded colour is below AA contrast.
        <Typography.Paragraph>{t("machines.tasks.empty")}</Typography.Paragraph>
      ) : (
        <Table<MachineTask>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={[...tasks]}
          pagination={false}
          scroll={{ x: "max-content" }}
        />
      )}
    </section>
  );
};
