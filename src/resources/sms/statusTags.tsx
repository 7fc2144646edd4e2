import { Tag } from "antd";
import { useTranslate } from "@refinedev/core";
import type { SmsMessageStatus, SmsNumberStatus } from "@/api/types/sms";
import { tk } from "@/providers/i18n";

export const NUMBER_STATUS_KEYS: Record<SmsNumberStatus, string> = {
  WAITING: tk("sms-service.numbers.statuses.WAITING"),
  RECEIVED: tk("sms-service.numbers.statuses.RECEIVED"),
  FINISHED: tk("sms-service.numbers.statuses.FINISHED"),
  CANCELLED: tk("sms-service.numbers.statuses.CANCELLED"),
};

export const MESSAGE_STATUS_KEYS: Record<SmsMessageStatus, string> = {
  PENDING: tk("sms-service.messages.statuses.PENDING"),
  RECEIVED: tk("sms-service.messages.statuses.RECEIVED"),
  CANCELLED: tk("sms-service.messages.statuses.CANCELLED"),
};

// Waiting states are gold (still open), arrivals green, ends neutral. antd's blue "processing"
// tag misses the AA contrast ratio in the dark theme, gold does not.
const NUMBER_COLORS: Record<SmsNumberStatus, string> = {
  WAITING: "warning",
  RECEIVED: "success",
  FINISHED: "default",
  CANCELLED: "default",
};
const MESSAGE_COLORS: Record<SmsMessageStatus, string> = {
  PENDING: "warning",
  RECEIVED: "success",
  CANCELLED: "default",
};

export const NumberStatusTag = ({ status }: { status: SmsNumberStatus }) => {
  const t = useTranslate();
  return <Tag color={NUMBER_COLORS[status]}>{t(NUMBER_STATUS_KEYS[status])}</Tag>;
};

export const MessageStatusTag = ({ status }: { status: SmsMessageStatus }) => {
  const t = useTranslate();
  return <Tag color={MESSAGE_COLORS[status]}>{t(MESSAGE_STATUS_KEYS[status])}</Tag>;
};
