import { useTranslate } from "@refinedev/core";
import { Tag, Typography } from "antd";
import { ToneTag } from "@/components/widgets/ToneTag";
import type { MachineStatus, TaskStatus } from "@/api/types/machines";
import { androidBadgeColor } from "./androidBadge";
import { STATUS_COLORS, STATUS_LABELS, TASK_STATUS_COLORS, TASK_STATUS_LABELS } from "./machineLabels";

export const AndroidVersionTag = ({ version }: { version: number }) => {
  const t = useTranslate();
  return (
    <Tag color={androidBadgeColor(version)} bordered={false} style={{ marginInlineEnd: 0 }}>
      {t("machines.android_badge", { version })}
    </Tag>
  );
};

export const MachineStatusTag = ({ status }: { status: MachineStatus }) => {
  const t = useTranslate();
  const key = STATUS_LABELS[status];
  return <ToneTag tone={STATUS_COLORS[status] ?? "default"}>{key ? t(key) : status}</ToneTag>;
};

export const TaskStatusTag = ({ status }: { status: TaskStatus }) => {
  const t = useTranslate();
  const key = TASK_STATUS_LABELS[status];
  return <ToneTag tone={TASK_STATUS_COLORS[status] ?? "default"}>{key ? t(key) : status}</ToneTag>;
};

/** A missing value reads as "not available" rather than an empty cell that looks unloaded. */
export const Unavailable = () => {
  const t = useTranslate();
  return <Typography.Text type="secondary">{t("machines.unavailable")}</Typography.Text>;
};
