import type { ReactNode } from "react";

type FilterItem = { value: unknown; children?: FilterItem[] };

/** antd's own: the filter state of a column with `filters` is read through it. */
export function flattenKeys(filters?: FilterItem[]): unknown[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}

/**
 * Stands in for the funnel antd's Table puts in the header of a column with `filters` or
 * `filterDropdown`. The console filters above its tables (search, selects, the URL), never in a
 * header, and the real dropdown brings Tree, Radio and Menu into every list page (15 KB of gzip
 * JS). A column that declares antd filters shows its title alone, and says so in development.
 */
export default function FilterDropdown({ children }: { children?: ReactNode }) {
  if (import.meta.env.DEV) console.error("antd column filters are not built into the console: filter above the table");
  return <>{children}</>;
}
