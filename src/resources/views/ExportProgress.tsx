import { useTranslate } from "@refinedev/core";
import { Button, Flex, Progress } from "antd";

const ExportProgress = ({ done, total, onCancel }: { done: number; total: number; onCancel: () => void }) => {
  const t = useTranslate();
  const percent = total > 0 ? Math.floor((done / total) * 100) : 0;
  return (
    <Flex gap={8} align="center" role="status" aria-live="polite">
      <Progress type="circle" size={28} percent={percent} aria-label={t("table.export_progress", { done, total })} />
      <span>{t("table.export_progress", { done, total })}</span>
      <Button onClick={onCancel}>{t("table.export_cancel")}</Button>
    </Flex>
  );
};

export default ExportProgress;
