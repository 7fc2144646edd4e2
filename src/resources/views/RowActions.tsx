import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Flex } from "antd";

export interface RowActionsProps {
  /** what the row is called in the buttons' accessible names */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** Icon buttons of one row; each is named for the row so a screen reader tells them apart. */
export const RowActions = ({ name, onEdit, onDelete }: RowActionsProps) => {
  const t = useTranslate();
  return (
    <Flex gap={4} justify="end">
      {onEdit && (
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={t("def.resource.edit_row", { name })}
          onClick={onEdit}
        />
      )}
      {onDelete && (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t("def.resource.delete_row", { name })}
          onClick={onDelete}
        />
      )}
    </Flex>
  );
};

export default RowActions;
