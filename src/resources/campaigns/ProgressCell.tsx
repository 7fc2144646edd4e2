import { useTranslate } from "@refinedev/core";
import { Flex, Progress, Typography } from "antd";
import { progressOf } from "@/api/types/campaigns";

/** Done of planned installs as a bar and in figures (the bar alone is not enough to read). */
export const ProgressCell = ({ done, planned, label }: { done: number; planned: number; label: string }) => {
  const t = useTranslate();
  const percent = Math.round(progressOf({ done, planned }) * 100);
  return (
    <Flex vertical gap={0} style={{ minWidth: 120 }}>
      <Progress percent={percent} size="small" showInfo={false} aria-label={label} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("campaigns.progress_figures", { done, planned, percent })}
      </Typography.Text>
    </Flex>
  );
};
