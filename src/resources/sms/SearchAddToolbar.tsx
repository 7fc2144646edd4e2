import { Button, Flex } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { SearchInput } from "@/components/widgets";

export interface SearchAddToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  placeholder: string;
  addLabel: string;
  /** opens the add dialog; without it (no permission) there is no add button */
  onAdd?: () => void;
}

/** Above the services and countries tables: the server-side search, and add for who may. */
export const SearchAddToolbar = ({ search, onSearch, placeholder, addLabel, onAdd }: SearchAddToolbarProps) => (
  <Flex gap={8} wrap style={{ flex: 1 }}>
    <SearchInput
      value={search}
      onSearch={onSearch}
      placeholder={placeholder}
      style={{ flex: "1 1 200px", minWidth: 180, maxWidth: 320 }}
    />
    {onAdd && (
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
        {addLabel}
      </Button>
    )}
  </Flex>
);
