import { EditOutlined } from "@ant-design/icons";
import { useTranslate, type BaseRecord } from "@refinedev/core";
import { Alert, Button, Drawer, Modal, Skeleton } from "antd";
import type { ResourceDeclaration } from "@/registry/types";
import { RecordActivity } from "@/resources/activity/RecordHistory";
import { Facts } from "./Facts";
import { FieldValue } from "./FieldValue";
import { shownKeys } from "./fieldValues";
import { i18nSectionOf } from "./keys";
import { useGenericRecord } from "./useGenericRecord";
import { useLastOpen } from "./useLastOpen";

interface GenericShowProps {
  resource: ResourceDeclaration;
  open: boolean;
  id?: string;
  row?: BaseRecord;
  onClose: () => void;
  onEdit?: (record: BaseRecord) => void;
}

export const GenericShow = ({ resource, open, id, row, onClose, onEdit }: GenericShowProps) => {
  const t = useTranslate();
  const shown = useLastOpen(open ? { id, row } : null, (a, b) => a.id === b.id && a.row === b.row);
  const { record, loading, failed } = useGenericRecord(resource, shown?.id, shown?.row);

  const content = (() => {
    if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (!record)
      return (
        <Alert type="error" showIcon message={failed ? t("def.resource.load_failed") : t("def.resource.not_found")} />
      );
    return (
      <>
        <Facts
          column={1}
          bordered
          labels={`${i18nSectionOf(resource)}.fields.`}
          facts={Object.fromEntries(
            shownKeys(resource).map((key) => [key, <FieldValue resource={resource} field={key} row={record} />]),
          )}
        />
        <RecordActivity resource={resource} record={record} />
      </>
    );
  })();

  const edit =
    onEdit && record ? (
      <Button icon={<EditOutlined />} onClick={() => onEdit(record)}>
        {t("def.resource.edit")}
      </Button>
    ) : null;
  const title = t("def.resource.show_title");
  if (resource.show?.overlay === "modal")
    return (
      <Modal open={open} title={title} onCancel={onClose} footer={edit} destroyOnHidden>
        {content}
      </Modal>
    );
  return (
    <Drawer open={open} title={title} onClose={onClose} width="min(480px, 100vw)" destroyOnHidden extra={edit}>
      {content}
    </Drawer>
  );
};
