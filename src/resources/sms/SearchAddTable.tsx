import { Button, Flex, type TableColumnsType } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import type { ListDeclaration } from "@/registry/types";
import { SearchInput, type SearchInputProps } from "@/components/widgets";
import { ListTools, toolsOf, type ListTable } from "@/resources/views/DeclaredList";
import { SmsTable } from "./SmsLayout";

export interface SearchAddTableProps<T> {
  area: ListDeclaration;
  list: ListTable<T>;
  columns: TableColumnsType<T>;
  /** the translation section of its texts: `<section>.empty`, `.no_match`, `.search` and `.add` */
  section: string;
  /** opens the add dialog; without it (no permission) there is no add button */
  onAdd?: () => void;
}

export const ToolbarSearch = (props: Pick<SearchInputProps, "value" | "onSearch" | "placeholder">) => (
  <SearchInput {...props} style={{ flex: "1 1 200px", minWidth: 180, maxWidth: 320 }} />
);

/** The services and countries tables: the server-side search, add for who may, then the list's tools. */
export const SearchAddTable = <T extends object>({ area, list, columns, section, onAdd }: SearchAddTableProps<T>) => {
  const t = useTranslate();
  return (
    <SmsTable<T>
      columns={columns}
      {...list.tableProps}
      emptyText={t(list.search ? `${section}.no_match` : `${section}.empty`)}
      toolbar={
        <Flex gap={8} wrap style={{ flex: 1 }}>
          <ToolbarSearch value={list.search} onSearch={list.setSearch} placeholder={t(`${section}.search`)} />
          {onAdd && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
              {t(`${section}.add`)}
            </Button>
          )}
          <ListTools area={area} {...toolsOf(list)} />
        </Flex>
      }
    />
  );
};
