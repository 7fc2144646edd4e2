import { useEffect, useState } from "react";
import { Alert, Button } from "antd";
import { useTranslate } from "@refinedev/core";
import { TIMING } from "@/config";

/** After 5 s of loading, says the server is slow and offers to stop waiting. */
export const SlowLoadNotice = ({ onCancel }: { onCancel: () => void }) => {
  const t = useTranslate();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), TIMING.slowLoadMs);
    return () => clearTimeout(timer);
  }, []);
  if (!slow) return null;
  return (
    <Alert
      role="status"
      type="warning"
      showIcon
      message={t("table.slow_load")}
      action={
        <Button size="small" onClick={onCancel}>
          {t("table.cancel_load")}
        </Button>
      }
      style={{ marginBottom: 12 }}
    />
  );
};
