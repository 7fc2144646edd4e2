import type { AndroidType, MachineStatus, TaskStatus } from "@/api/types/machines";
import type { PresetColorKey } from "antd/es/theme/interface";
import { tk } from "@/providers/i18n";
import { MACHINE_STATUS_TONES } from "@/registry/areas/machines";

/** Label keys of the wire's enum values, written out so the key-coverage test sees each one. */
export const STATUS_LABELS: Record<MachineStatus, string> = {
  ONLINE: tk("machines.status.ONLINE"),
  BUSY: tk("machines.status.BUSY"),
  OFFLINE: tk("machines.status.OFFLINE"),
  ERROR: tk("machines.status.ERROR"),
};

/** Preset tag tones: the status reads at a glance, the text still names it. */
export type Tone = PresetColorKey | "default";

export const STATUS_COLORS: Record<MachineStatus, Tone> = MACHINE_STATUS_TONES;

export const TYPE_LABELS: Record<AndroidType, string> = {
  PHYSICAL: tk("machines.type.PHYSICAL"),
  EMULATOR: tk("machines.type.EMULATOR"),
  RPI: tk("machines.type.RPI"),
};

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  SUCCESS: tk("machines.task_status.SUCCESS"),
  NONE: tk("machines.task_status.NONE"),
  ERROR: tk("machines.task_status.ERROR"),
};

export const TASK_STATUS_COLORS: Record<TaskStatus, Tone> = {
  SUCCESS: "green",
  NONE: "default",
  ERROR: "red",
};

/** Task types the platform is known to send; an unknown type is shown as it arrives. */
const TASK_TYPE_LABELS: Readonly<Record<string, string>> = {
  KEYWORD_INSTALL: tk("machines.task_type.KEYWORD_INSTALL"),
  DIRECT_INSTALL: tk("machines.task_type.DIRECT_INSTALL"),
  FEEDBACK: tk("machines.task_type.FEEDBACK"),
  OPEN_APP: tk("machines.task_type.OPEN_APP"),
};

export const taskTypeLabel = (type: string, t: (key: string) => string): string => {
  const key = TASK_TYPE_LABELS[type];
  return key ? t(key) : type;
};

export const BOARD_STATUS_LABELS: Record<"ONLINE" | "OFFLINE", string> = {
  ONLINE: tk("machines.boards.status.ONLINE"),
  OFFLINE: tk("machines.boards.status.OFFLINE"),
};
