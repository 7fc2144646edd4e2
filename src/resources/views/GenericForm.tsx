import { useTranslate, type BaseRecord, type HttpError } from "@refinedev/core";
import { Alert, Form, Modal, Skeleton } from "antd";
import { ApiError } from "@/api/errors";
import { useDialogForm, type SaveFailure } from "@/components/form/useDialogForm";
import { toast } from "@/providers/notification";
import type { ResourceDeclaration } from "@/registry/types";
import { FieldInput } from "./FieldInput";
import { initialValues, toBody, type FormMode, type FormValues } from "./fieldValues";
import { useGenericRecord } from "./useGenericRecord";
import { useLastOpen } from "./useLastOpen";
import { FormDefaults } from "@/components/form/FormDefaults";
import { FormButtons } from "@/components/form/FormButtons";

export interface GenericFormProps {
  resource: ResourceDeclaration;
  /** null: closed */
  mode: FormMode | null;
  id?: string;
  row?: BaseRecord;
  onClose: () => void;
}

interface FormBodyProps {
  resource: ResourceDeclaration;
  mode: FormMode;
  id?: string;
  record?: BaseRecord;
  onClose: () => void;
}

const serverText = (error: HttpError): string =>
  (error instanceof ApiError ? error.serverMessage : undefined) ?? error.message;

/** The form stays open and filled: the user fixes what the server refused instead of retyping. */
const FailureAlert = ({ failure }: { failure: SaveFailure }) => {
  const t = useTranslate();
  const invalid = Object.keys(failure.error.errors ?? {}).length > 0;
  const details = [serverText(failure.error), failure.advice, ...failure.unshown.map((e) => e.message)].filter(
    (text) => !!text,
  );
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={invalid ? t("def.resource.fix_fields") : t("def.resource.save_failed")}
      description={details.length > 0 ? details.join(" · ") : undefined}
      style={{ marginBottom: 16 }}
    />
  );
};

const FormBody = ({ resource, mode, id, record, onClose }: FormBodyProps) => {
  const t = useTranslate();
  const fields = resource.form?.fields ?? [];
  const { formProps, saving, failure } = useDialogForm<FormValues, Record<string, unknown>>({
    resource: resource.name,
    id: mode === "edit" ? (id ?? "") : undefined,
    toInput: (values) => toBody(fields, values, mode),
    fields: fields.map((f) => f.key),
    onSaved: () => {
      toast("success", mode === "create" ? t("def.resource.created") : t("def.resource.saved"));
      onClose();
    },
  });

  return (
    <Form<FormValues>
      {...formProps}
      layout="vertical"
      initialValues={initialValues(fields, mode === "edit" ? record : undefined)}
    >
      <FormDefaults />
      {failure && <FailureAlert failure={failure} />}
      {fields.map((field) => (
        <FieldInput key={field.key} resource={resource} field={field} mode={mode} />
      ))}
      <FormButtons justify="end" wrap onCancel={onClose} saving={saving} />
    </Form>
  );
};

const sameTarget = (a: { mode: FormMode; id?: string; row?: BaseRecord }, b: typeof a): boolean =>
  a.mode === b.mode && a.id === b.id && a.row === b.row;

/**
 * The generic create/edit dialog, built from `form.fields`. It saves through refine's
 * useCreate/useUpdate, so the declaration's api.create/update are called and the list refreshes.
 */
export const GenericForm = ({ resource, mode: openMode, id: openId, row: openRow, onClose }: GenericFormProps) => {
  const t = useTranslate();
  const shown = useLastOpen(openMode === null ? null : { mode: openMode, id: openId, row: openRow }, sameTarget);
  const mode = shown?.mode ?? null;
  const id = shown?.id;
  const { record, pending, failed } = useGenericRecord(resource, mode === "edit" ? id : undefined, shown?.row);

  const body = (() => {
    if (mode === null) return null;
    if (mode === "create") return <FormBody resource={resource} mode={mode} onClose={onClose} />;
    // Edit waits for the full record: a form's initial values are read once.
    if (pending) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (!record)
      return (
        <Alert type="error" showIcon message={failed ? t("def.resource.load_failed") : t("def.resource.not_found")} />
      );
    return <FormBody resource={resource} mode={mode} id={id} record={record} onClose={onClose} />;
  })();

  return (
    <Modal
      open={openMode !== null}
      title={mode === "edit" ? t("def.resource.edit_title") : t("def.resource.create_title")}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      maskClosable={false}
    >
      {body}
    </Modal>
  );
};

export default GenericForm;
