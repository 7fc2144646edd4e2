import { Button, Flex, type TableColumnsType } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import type { ListDeclaration } from "@/registry/types";
import { SearchInput, type SearchInputProps } from "@/components/widgets";
import { ListTools, toolsOf, type ListTable } from "@/resources/views/DeclaredList";
import { SmsTable } from "./SmsLayout";

export interface SearchAddTableProps<T> {
  area: ListDeclaration;
  list: ListTable<T>;
  columns: TableColumnsType<T>;
  texts: { empty: string; noMatch: string; search: string; add: string };
  /** opens the add dialog; without it (no permission) there is no add button */
  onAdd?: () => void;
}

/** The search box of the SMS tables' toolbars: the row's free width, from 180 to 320 px. */
export const ToolbarSearch = (props: Pick<SearchInputProps, "value" | "onSearch" | "placeholder">) => (
  <SearchInput {...props} style={{ flex: "1 1 200px", minWidth: 180, maxWidth: 320 }} />
);

/** The services and countries tables: the server-side search, add for who may, then the list's tools. */
export const SearchAddTable = <T extends object>({ area, list, columns, texts, onAdd }: SearchAddTableProps<T>) => (
  <SmsTable<T>
    columns={columns}
    {...list.tableProps}
    emptyText={list.search ? texts.noMatch : texts.empty}
    toolbar={
      <Flex gap={8} wrap style={{ flex: 1 }}>
        <ToolbarSearch value={list.search} onSearch={list.setSearch} placeholder={texts.search} />
        {onAdd && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
            {texts.add}
          </Button>
        )}
        <ListTools area={area} {...toolsOf(list)} />
      </Flex>
    }
  />
);
