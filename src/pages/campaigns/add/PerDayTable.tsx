import { useTranslate } from "@refinedev/core";
import { InputNumber, Table } from "antd";
import { useFormatDay } from "@/lib/useFormatDate";
import { countOn, type DayOverrides, type PlanRow } from "./plan";

export const PerDayTable = ({
  dates,
  rows,
  overrides,
  onChange,
}: {
  dates: readonly string[];
  rows: readonly PlanRow[];
  overrides: DayOverrides;
  onChange: (next: DayOverrides) => void;
}) => {
  const t = useTranslate();
  const formatDate = useFormatDay();
  const label = (row: PlanRow) => row.keyword ?? t(`campaigns.task_type.${row.type}`);
  return (
    <Table<{ date: string }>
      size="small"
      rowKey="date"
      pagination={false}
      scroll={{ y: 360 }}
      dataSource={dates.map((date) => ({ date }))}
      columns={[
        { key: "date", title: t("campaigns.fields.date"), width: 140, render: (_, r) => formatDate(r.date) },
        ...rows.map((row) => ({
          key: row.key,
          title: label(row),
          render: (_: unknown, r: { date: string }) => (
            <InputNumber
              size="small"
              min={0}
              precision={0}
              aria-label={t("campaigns.add.per_day_cell", { task: label(row), date: formatDate(r.date) })}
              value={countOn(row, r.date, overrides)}
              onChange={(value) =>
                onChange({
                  ...overrides,
                  [r.date]: { ...overrides[r.date], [row.key]: Math.max(0, Math.floor(value ?? 0)) },
                })
              }
            />
          ),
        })),
      ]}
    />
  );
};
