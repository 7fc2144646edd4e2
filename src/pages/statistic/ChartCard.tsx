import { lazy, Suspense, useState } from "react";
import { DownloadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Empty, Flex, Segmented, Skeleton, Table } from "antd";
import { toCsv } from "@/api/types/statistic";
import { Card } from "@/components/widgets/Card";
import { ChartBoundary } from "@/components/widgets/ChartBoundary";
import { saveFile } from "@/lib/saveFile";
import { useChartFormat } from "./chartFormat";
import type { StatChartProps } from "./StatChart";

const StatChart = lazy(() => import("./StatChart"));

interface ChartCardProps extends Omit<StatChartProps, "label" | "xTitle" | "yTitle"> {
  title: string;
  /** the CSV file's name, without extension */
  file: string;
  /** the table's columns: data keys and their headings */
  columns: { key: string; title: string }[];
}

/** A chart with its figures: the chart or a table of the same rows, and a CSV download of them. */
export const ChartCard = ({ title, file, columns, ...chart }: ChartCardProps) => {
  const t = useTranslate();
  const format = useChartFormat();
  const [view, setView] = useState<"chart" | "table">("chart");
  const titleOf = (key: string) => columns.find((c) => c.key === key)?.title;
  const download = () => saveFile(new Blob([toCsv(chart.data)], { type: "text/csv;charset=utf-8" }), `${file}.csv`);
  return (
    <Card
      variant="borderless"
      title={title}
      extra={
        <Flex gap={8}>
          <Segmented
            size="small"
            value={view}
            onChange={(v) => setView(v as "chart" | "table")}
            options={[
              { value: "chart", label: t("dashboard.statistic.chart") },
              { value: "table", label: t("dashboard.statistic.table") },
            ]}
            aria-label={t("dashboard.statistic.view", { title })}
          />
          <Button
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            onClick={download}
            aria-label={t("dashboard.statistic.csv_of", { title })}
          >
            CSV
          </Button>
        </Flex>
      }
    >
      {chart.data.length === 0 ? (
        <Empty description={t("dashboard.statistic.no_data")} />
      ) : view === "chart" ? (
        <ChartBoundary>
          <Suspense fallback={<Skeleton.Node active style={{ width: "100%", height: 280 }} />}>
            <StatChart {...chart} xTitle={titleOf(chart.x)} yTitle={titleOf(chart.y)} label={title} />
          </Suspense>
        </ChartBoundary>
      ) : (
        <Table
          size="small"
          rowKey={(row) => Object.values(row).join("|")}
          dataSource={chart.data}
          pagination={{ pageSize: 8, showSizeChanger: false }}
          columns={columns.map((c) => ({
            key: c.key,
            dataIndex: c.key,
            title: c.title,
            render: (value: unknown) =>
              typeof value === "number"
                ? format.number(value)
                : c.key === chart.x && chart.dates
                  ? format.day(value)
                  : String(value ?? ""),
            ...(chart.data.some((row) => typeof row[c.key] === "number") ? { align: "right" as const } : {}),
          }))}
        />
      )}
    </Card>
  );
};
