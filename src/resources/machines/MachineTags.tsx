import { useTranslate } from "@refinedev/core";
import { Tag, Typography } from "antd";
import type { PresetColorKey } from "antd/es/theme/interface";
import { ToneTag } from "@/components/widgets/ToneTag";
import type { TaskStatus } from "@/api/types/machines";
import { MACHINE_STATUS_TONES } from "@/registry/areas/machines";
import { androidBadgeColor } from "./androidBadge";

const TASK_STATUS_TONES: Record<TaskStatus, PresetColorKey | "default"> = {
  SUCCESS: "green",
  NONE: "default",
  ERROR: "red",
};

export const AndroidVersionTag = ({ version }: { version: number }) => {
  const t = useTranslate();
  return (
    <Tag color={androidBadgeColor(version)} bordered={false} style={{ marginInlineEnd: 0 }}>
      {t("machines.android_badge", { version })}
    </Tag>
  );
};

const statusTag =
  <S extends string>(labels: string, tones: Readonly<Record<S, PresetColorKey | "default">>) =>
  ({ status }: { status: S }) => {
    const t = useTranslate();
    return <ToneTag tone={tones[status] ?? "default"}>{t(`${labels}${status}`, status)}</ToneTag>;
  };

export const MachineStatusTag = statusTag("machines.status.", MACHINE_STATUS_TONES);
export const TaskStatusTag = statusTag("machines.task_status.", TASK_STATUS_TONES);

/** A missing value reads as "not available" rather than an empty cell that looks unloaded. */
export const Unavailable = () => {
  const t = useTranslate();
  return <Typography.Text type="secondary">{t("machines.unavailable")}</Typography.Text>;
};
