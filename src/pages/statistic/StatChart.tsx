import { Column, Line, Pie } from "@ant-design/plots";
import { useChartLook } from "@/theme/useChartLook";

export type ChartKind = "line" | "column" | "stacked" | "pie";

export interface StatChartProps {
  kind: ChartKind;
  data: Record<string, string | number>[];
  x: string;
  y: string;
  /** the series: one line, one stack part or one pie slice per value */
  color?: string;
  label: string;
}

/**
 * Every chart of the admin dashboard. Only this chunk (and the keyword history's) loads the chart
 * library; the page shows its cards, tables and figures before it arrives.
 */
export const StatChart = ({ kind, data, x, y, color, label }: StatChartProps) => {
  const common = { data, height: 280, ...useChartLook(), legend: { color: { position: "top" as const } } };
  return (
    <div role="img" aria-label={label}>
      {kind === "line" && (
        <Line {...common} xField={x} yField={y} colorField={color} interaction={{ tooltip: { shared: true } }} />
      )}
      {kind === "column" && <Column {...common} xField={x} yField={y} colorField={color} />}
      {kind === "stacked" && <Column {...common} xField={x} yField={y} colorField={color} stack />}
      {kind === "pie" && <Pie {...common} angleField={y} colorField={x} innerRadius={0.55} />}
    </div>
  );
};

export default StatChart;
