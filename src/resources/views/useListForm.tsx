import { useCallback, useState } from "react";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslate, type BaseRecord } from "@refinedev/core";
import { Button } from "antd";
import { useCreateRequest } from "@/components/layout/createRequest";
import { useCan } from "@/providers/useCan";
import { DeclaredForm, type DeclaredFormProps } from "./DeclaredForm";
import { useConfirmedDelete } from "./useConfirmedDelete";

/** The add/edit form and row delete the servers, proxy configs and SMS lists share; `overlays` mounts them. */
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
