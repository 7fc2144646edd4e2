import { ClearOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button } from "antd";
import { Tip } from "@/components/widgets/Tip";
import { useMediaQuery } from "@/lib/useMediaQuery";

/** Below it a list's tools are icons named by their tooltip: at 1400 px their words took a second row. */
export const TOOLS_COMPACT_QUERY = "(max-width: 1599.98px)";

/** A small action beside the filters: as a full button it wrapped onto a toolbar row of its own. */
export const ClearSortButton = ({ onClick }: { onClick: () => void }) => {
  const t = useTranslate();
  const compact = useMediaQuery(TOOLS_COMPACT_QUERY);
  const label = t("table.clear_sort");
  const button = (
    <Button
      type="text"
      size="small"
      icon={<ClearOutlined aria-hidden />}
      aria-label={compact ? label : undefined}
      onClick={onClick}
    >
      {!compact && label}
    </Button>
  );
  return compact ? <Tip title={label}>{button}</Tip> : button;
};
