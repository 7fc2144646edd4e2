import { Line } from "@ant-design/plots";
import { useTranslate } from "@refinedev/core";
import { useChartLook } from "@/theme/useChartLook";
import type { HistoryPoint } from "./historyData";

/**
 * Positions over time, one line per keyword. Rank 1 is the best, so the y axis runs from 1 at the
 * top down to 250; clicking a legend entry hides its line; the tooltip lists every position of
 * the day. Only this chunk loads the chart library.
 */
export const HistoryChart = ({ points }: { points: HistoryPoint[] }) => {
  const t = useTranslate();
  const look = useChartLook();
  return (
    <div role="img" aria-label={t("keywords.history.chart_label")}>
      <Line
        data={points}
        xField="date"
        yField="position"
        colorField="keyword"
        height={380}
        {...look}
        scale={{ y: { domain: [1, 250], range: [0, 1], nice: false } }}
        axis={{ y: { title: t("keywords.fields.position") }, x: { title: false } }}
        legend={{ color: { position: "top", layout: { justifyContent: "center" } } }}
        point={{ shapeField: "circle", sizeField: 2 }}
        interaction={{ tooltip: { shared: true } }}
        style={{ lineWidth: 2 }}
      />
    </div>
  );
};

export default HistoryChart;
