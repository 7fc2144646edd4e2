import type { ReactNode } from "react";

type FilterItem = { value: unknown; children?: FilterItem[] };

/** antd's own: the filter state of a column with `filters` is read through it. */
export function flattenKeys(filters?: FilterItem[]): unknown[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}

/** Stands in for antd's header filter funnel (15 KB gzip): lists filter above the table. Warns in development. */
export default function FilterDropdown({ children }: { children?: ReactNode }) {
  if (import.meta.env.DEV) console.error("antd column filters are not built into the console: filter above the table");
  return <>{children}</>;
}
