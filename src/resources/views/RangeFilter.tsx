import { useTranslate } from "@refinedev/core";
import { DatePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { rangeParamsOf, type FilterList, type RangeFilterSpec } from "./filterKinds";

const DAY = "YYYY-MM-DD";

/** A range of whole days up to today, with the usual last 7 and 30 days one click away. */
const RangeFilter = ({ filter, list, label }: { filter: RangeFilterSpec; list: FilterList; label: string }) => {
  const t = useTranslate();
  const [fromKey, toKey] = rangeParamsOf(filter);
  const from = list.filters[fromKey];
  const to = list.filters[toKey];
  const today = dayjs();
  // A group names the pair; each end is named by its own placeholder (one aria-label would name both).
  return (
    <span role="group" aria-label={label}>
      <DatePicker.RangePicker
        placeholder={[t("def.widgets.range.from"), t("def.widgets.range.to")]}
        value={from && to ? [dayjs(from), dayjs(to)] : null}
        disabledDate={(day) => day.isAfter(today, "day")}
        presets={[7, 30].map((days) => ({
          label: t("def.widgets.range.last_days", { count: days }),
          value: [today.subtract(days - 1, "day"), today] as [Dayjs, Dayjs],
        }))}
        onChange={(range) => list.setFilters({ [fromKey]: range?.[0]?.format(DAY), [toKey]: range?.[1]?.format(DAY) })}
        style={{ minWidth: filter.width ?? 240 }}
      />
    </span>
  );
};

export default RangeFilter;
