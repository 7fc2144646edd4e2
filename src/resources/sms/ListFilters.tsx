import { Select } from "antd";

export interface AllOrOneProps<V extends string | number, A extends string | number> {
  /** its accessible name */
  label: string;
  /** the option that stands for no filter, and its text ("All services") */
  all: A;
  allLabel: string;
  minWidth: number;
  value: V | null;
  onChange: (value: V | null) => void;
  options: { value: V; label: string }[];
  loading?: boolean;
}

/**
 * A filter of the SMS tabs: every row, or those of one value. "All" is an option of its own: a
 * Select shows its placeholder, not an option, for a null value.
 */
export const AllOrOne = <V extends string | number, A extends string | number>({
  label,
  all,
  allLabel,
  minWidth,
  value,
  onChange,
  options,
  loading,
}: AllOrOneProps<V, A>) => {
  const isAll = (next: V | A): next is A => next === all;
  return (
    <Select<V | A>
      aria-label={label}
      style={{ minWidth }}
      loading={loading}
      value={value ?? all}
      onChange={(next) => onChange(isAll(next) ? null : next)}
      options={[{ value: all, label: allLabel }, ...options]}
    />
  );
};
