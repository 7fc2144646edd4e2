import { Line } from "@ant-design/plots";
import { useTranslate } from "@refinedev/core";
import { useChartLook } from "@/theme/useChartLook";
import { useChartFormat } from "@/pages/statistic/chartFormat";
import { HISTORY_FALLBACK, type HistoryPoint } from "./historyData";

/** Rank 1 at the top; a not-found day is a gap with a cross at the bottom edge: drawn as 250 it dwarfed real moves. */
const HistoryChart = ({ points }: { points: HistoryPoint[] }) => {
  const t = useTranslate();
  const look = useChartLook();
  const format = useChartFormat();
  const notFound = t("keywords.history.not_found");
  const missing = points.filter((p) => p.position === null).map((p) => ({ ...p, position: HISTORY_FALLBACK }));
  return (
    <div role="img" aria-label={t("keywords.history.chart_label")}>
      <Line
        // Undefined breaks the line instead of dropping it to 0.
        data={points.map((p) => ({ ...p, position: p.position ?? undefined }))}
        xField="date"
        yField="position"
        colorField="keyword"
        height={380}
        {...look}
        scale={{ y: { domain: [1, HISTORY_FALLBACK], range: [0, 1], nice: false } }}
        axis={{
          y: { title: t("keywords.fields.position"), labelFormatter: format.number },
          x: { title: false, labelAutoRotate: false, labelAutoHide: true, labelFormatter: format.day },
        }}
        legend={{ color: { position: "top", layout: { justifyContent: "center" } } }}
        point={{ shapeField: "circle", sizeField: 2 }}
        interaction={{ tooltip: { shared: true } }}
        tooltip={{
          title: (d: HistoryPoint) => format.day(d.date),
          items: [
            (d: HistoryPoint) => ({
              name: d.keyword,
              value: typeof d.position === "number" ? format.number(d.position) : notFound,
            }),
          ],
        }}
        style={{ lineWidth: 2 }}
        annotations={[
          {
            type: "point",
            data: missing,
            encode: { x: "date", y: "position", color: "keyword", shape: "cross", size: 4 },
            tooltip: false,
          },
        ]}
      />
    </div>
  );
};

export default HistoryChart;
