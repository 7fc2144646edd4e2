import { useCallback, useState } from "react";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslate, type BaseRecord } from "@refinedev/core";
import { Button } from "antd";
import { useCreateRequest } from "@/components/layout/createRequest";
import { useCan } from "@/providers/useCan";
import { DeclaredForm, type DeclaredFormProps } from "./DeclaredForm";
import { useConfirmedDelete } from "./useConfirmedDelete";

/**
 * A declared list's add/edit form and row delete, as the servers, proxy configs and SMS lists
 * share them: Add (editors only, or the command palette's create request when the area declares
 * `create`) opens the form empty, a row's Edit opens it on the row; `overlays` mounts the form and
 * the delete's confirm.
 */
export const useListForm = <T extends BaseRecord>(
  area: DeclaredFormProps["declaration"],
  addLabel = area.create?.label ?? "",
) => {
  const t = useTranslate();
  const canEdit = useCan()(area.name, "edit");
  const [opened, setOpened] = useState<{ row?: T } | null>(null);
  useCreateRequest(() => area.create && setOpened({}));
  const { remove, dialog } = useConfirmedDelete<T>();
  return {
    canEdit,
    opened,
    remove,
    edit: useCallback((row: T) => setOpened({ row }), []),
    addButton: canEdit && (
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setOpened({})}>
        {t(addLabel)}
      </Button>
    ),
    overlays: (form?: Omit<DeclaredFormProps, "declaration" | "row" | "onClosed">) => (
      <>
        {canEdit && opened && (
          <DeclaredForm declaration={area} row={opened.row} onClosed={() => setOpened(null)} {...form} />
        )}
        {dialog}
      </>
    ),
  };
};
