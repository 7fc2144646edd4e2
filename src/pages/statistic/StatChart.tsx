import { Column, Line, Pie } from "@ant-design/plots";
import { useChartLook } from "@/theme/useChartLook";
import { useChartFormat } from "./chartFormat";

export type ChartKind = "line" | "column" | "stacked" | "pie";

export interface StatChartProps {
  kind: ChartKind;
  data: Record<string, string | number>[];
  x: string;
  y: string;
  /** one line, one stack part or one pie slice per value */
  color?: string;
  /** the axes' titles, in the user's language (the field names are wire names) */
  xTitle?: string;
  yTitle?: string;
  dates?: boolean;
  label: string;
}

/** Only this chunk (and the keyword history's) loads the chart library; x labels stay level, thinned where they overlap. */
const StatChart = ({ kind, data, x, y, color, xTitle, yTitle, dates, label }: StatChartProps) => {
  const format = useChartFormat();
  const look = useChartLook();
  const common = { data, height: 280, ...look, legend: { color: { position: "top" as const } } };
  const xLabel = (value: unknown) => (dates ? format.day(value) : String(value ?? ""));
  const cartesian = {
    ...common,
    xField: x,
    yField: y,
    colorField: color,
    axis: {
      x: { title: xTitle ?? false, labelAutoRotate: false, labelAutoHide: true, labelFormatter: xLabel },
      y: { title: yTitle ?? false, labelFormatter: format.number },
    },
    tooltip: {
      title: (d: Record<string, unknown>) => xLabel(d[x]),
      items: [
        (d: Record<string, unknown>) => ({
          name: color ? String(d[color] ?? "") : (yTitle ?? ""),
          value: format.number(d[y]),
        }),
      ],
    },
  };
  return (
    <div role="img" aria-label={label}>
      {kind === "line" && <Line {...cartesian} interaction={{ tooltip: { shared: true } }} />}
      {kind === "column" && <Column {...cartesian} />}
      {kind === "stacked" && <Column {...cartesian} stack />}
      {kind === "pie" && (
        <Pie
          {...common}
          angleField={y}
          colorField={x}
          innerRadius={0.55}
          tooltip={{
            title: false,
            items: [(d: Record<string, unknown>) => ({ name: String(d[x] ?? ""), value: format.number(d[y]) })],
          }}
        />
      )}
    </div>
  );
};

export default StatChart;
