import { ReloadOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useT } from "@/providers/useT";

/** The error screens' way out: load the whole page again (with its English fallback, as they may render outside refine). */
export const ReloadButton = () => {
  const t = useT();
  return (
    <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
      {t("error.router.reload", "Reload page")}
    </Button>
  );
};
