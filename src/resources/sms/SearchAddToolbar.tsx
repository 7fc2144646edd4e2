import type { ReactNode } from "react";
import { Button, Flex } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { SearchInput, type SearchInputProps } from "@/components/widgets";

export interface SearchAddToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  placeholder: string;
  addLabel: string;
  /** opens the add dialog; without it (no permission) there is no add button */
  onAdd?: () => void;
  /** the list's tools (views, columns, export) at the row's end */
  children?: ReactNode;
}

/** The search box of the SMS tables' toolbars: the row's free width, from 180 to 320 px. */
export const ToolbarSearch = (props: Pick<SearchInputProps, "value" | "onSearch" | "placeholder">) => (
  <SearchInput {...props} style={{ flex: "1 1 200px", minWidth: 180, maxWidth: 320 }} />
);

/** Above the services and countries tables: the server-side search, and add for who may. */
export const SearchAddToolbar = ({
  search,
  onSearch,
  placeholder,
  addLabel,
  onAdd,
  children,
}: SearchAddToolbarProps) => (
  <Flex gap={8} wrap style={{ flex: 1 }}>
    <ToolbarSearch value={search} onSearch={onSearch} placeholder={placeholder} />
    {onAdd && (
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
        {addLabel}
      </Button>
    )}
    {children}
  </Flex>
);
