import { Select, type SelectProps } from "antd";
import type { ListState } from "./useListState";

interface FilterSelectProps extends Omit<
  SelectProps,
  "value" | "onChange" | "allowClear" | "placeholder" | "aria-label"
> {
  list: Pick<ListState, "filters" | "setFilter">;
  name: string;
  label: string;
}

export const FilterSelect = ({ list, name, label, ...select }: FilterSelectProps) => (
  <Select<string>
    allowClear
    aria-label={label}
    placeholder={label}
    value={list.filters[name]}
    onChange={(value) => list.setFilter(name, value)}
    {...select}
  />
);
