import type { ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import { Tag, theme, Typography } from "antd";
import type { PresetColorKey } from "antd/es/theme/interface";
import type { MachineStatus, TaskStatus } from "@/api/types/machines";
import { androidBadgeColor } from "./androidBadge";
import { STATUS_COLORS, STATUS_LABELS, TASK_STATUS_COLORS, TASK_STATUS_LABELS } from "./machineLabels";

/**
 * A preset-coloured tag whose text uses shade 8 instead of antd's shade 7: green 7 on green 1 is
 * only 3.4:1 in the light theme, below WCAG AA. In the dark palettes shade 8 is lighter still, so
 * the text gains contrast there too. "default" stays antd's neutral tag.
 */
export const ToneTag = ({ tone, children }: { tone: PresetColorKey | "default"; children: ReactNode }) => {
  const { token } = theme.useToken();
  if (tone === "default") return <Tag style={{ marginInlineEnd: 0 }}>{children}</Tag>;
  return (
    <Tag color={tone} style={{ marginInlineEnd: 0, color: token[`${tone}8`] }}>
      {children}
    </Tag>
  );
};

/** The Android major version as a badge in the version's fixed colour (neutral when unknown). */
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
