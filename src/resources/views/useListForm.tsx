import { useCallback, useState } from "react";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslate, type BaseRecord } from "@refinedev/core";
import { Button } from "antd";
import { useCreateRequest } from "@/components/layout/createRequest";
import { useCan } from "@/providers/useCan";
import { DeclaredForm, type DeclaredFormProps } from "./DeclaredForm";
import { useConfirmedDelete } from "./useConfirmedDelete";

/** Each opening mounts its own dialog: an edit asked for while the last one animates closed (a toast's Open) landed in it. */
interface Opening<T> {
  row?: T;
  seq: number;
}
let openings = 0;

/** The add/edit form and row delete the servers, proxy configs and SMS lists share; `overlays` mounts them. */
export const useListForm = <T extends BaseRecord>(
  area: DeclaredFormProps["declaration"],
  addLabel = area.create?.label ?? "",
) => {
  const t = useTranslate();
  const canEdit = useCan()(area.name, "edit");
  const [opened, setOpened] = useState<Opening<T> | null>(null);
  const openWith = useCallback((row?: T) => setOpened({ row, seq: ++openings }), []);
  useCreateRequest(() => area.create && openWith());
  const { remove, dialog } = useConfirmedDelete<T>();
  return {
    canEdit,
    opened,
    remove,
    edit: openWith as (row: T) => void,
    addButton: canEdit && (
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openWith()}>
        {t(addLabel)}
      </Button>
    ),
    overlays: (form?: Omit<DeclaredFormProps, "declaration" | "row" | "onClosed">) => (
      <>
        {canEdit && opened && (
          <DeclaredForm
            key={opened.seq}
            declaration={area}
            row={opened.row}
            onClosed={() => setOpened((now) => (now?.seq === opened.seq ? null : now))}
            {...form}
          />
        )}
        {dialog}
      </>
    ),
  };
};
