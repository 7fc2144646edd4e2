import type { CSSProperties } from "react";
import { SearchInput } from "@/components/widgets/SearchInput";
import type { ListState } from "./useListState";

/** The lists' own width: a search box that grows to 320 px and wraps its filters below it. */
const LIST_SEARCH_STYLE: CSSProperties = { maxWidth: 320, flex: "1 1 220px" };

/** A list's search box on `?q=`; `label` is its accessible name and, unless `placeholder`, its placeholder. */
export const ListSearch = ({
  list,
  label,
  placeholder = label,
  style = LIST_SEARCH_STYLE,
}: {
  list: Pick<ListState, "search" | "setSearch">;
  label: string;
  placeholder?: string;
  style?: CSSProperties;
}) => (
  <SearchInput
    value={list.search}
    onSearch={list.setSearch}
    placeholder={placeholder}
    aria-label={label}
    style={style}
  />
);
