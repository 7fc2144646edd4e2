import { useEffect, useState } from "react";
import { Alert, Button } from "antd";
import { useTranslate } from "@refinedev/core";
import { TIMING } from "@/config";

/**
 * A list still loading after 5 s says the server is slow and lets the user stop waiting: otherwise
 * a 35 s latency shows a bare skeleton through five 30 s timeouts. Mounted while the load runs, so
 * each load starts its own 5 s.
 */
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
