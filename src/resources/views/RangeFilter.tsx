import { useTranslate } from "@refinedev/core";
import { DatePicker, Flex } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useNarrowScreen } from "@/components/layout/useNarrowScreen";
import { rangeParamsOf, type FilterList, type RangeFilterSpec } from "./filterKinds";

const DAY = "YYYY-MM-DD";

/** Whole days up to today with 7 and 30 days one click away; a phone gets one picker per end. */
const RangeFilter = ({ filter, list, label }: { filter: RangeFilterSpec; list: FilterList; label: string }) => {
  const t = useTranslate();
  const narrow = useNarrowScreen();
  const [fromKey, toKey] = rangeParamsOf(filter);
  const from = list.filters[fromKey];
  const to = list.filters[toKey];
  const today = dayjs();
  const future = (day: Dayjs) => day.isAfter(today, "day");
  const placeholders = [t("def.widgets.range.from"), t("def.widgets.range.to")] as const;
  // A group names the pair; each end is named by its own placeholder (one aria-label would name both).
  return (
    <Flex role="group" aria-label={label} gap={8} style={{ flex: "1 1 190px", maxWidth: filter.width ?? 260 }}>
      {narrow ? (
        [fromKey, toKey].map((key, end) => (
          <DatePicker
            key={key}
            placeholder={placeholders[end]}
            value={list.filters[key] ? dayjs(list.filters[key]) : null}
            disabledDate={future}
            onChange={(day) => list.setFilter(key, day?.format(DAY))}
            style={{ flex: 1, minWidth: 0 }}
          />
        ))
      ) : (
        <DatePicker.RangePicker
          placeholder={[...placeholders]}
          value={from && to ? [dayjs(from), dayjs(to)] : null}
          disabledDate={future}
          presets={[7, 30].map((days) => ({
            label: t("def.widgets.range.last_days", { count: days }),
            value: [today.subtract(days - 1, "day"), today] as [Dayjs, Dayjs],
          }))}
          onChange={(range) =>
            list.setFilters({ [fromKey]: range?.[0]?.format(DAY), [toKey]: range?.[1]?.format(DAY) })
          }
          style={{ width: "100%" }}
        />
      )}
    </Flex>
  );
};

export default RangeFilter;
