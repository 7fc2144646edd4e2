import { useState } from "react";
import { useCreate, useTranslate, useUpdate, type BaseRecord, type HttpError } from "@refinedev/core";
import { Alert, Button, Flex, Form, Modal, Skeleton } from "antd";
import { ApiError } from "@/api/errors";
import type { ResourceDeclaration } from "../types";
import { FieldInput } from "./FieldInput";
import { initialValues, placeFieldErrors, toBody, type FormMode, type FormValues } from "./fieldValues";
import { useGenericRecord } from "./useGenericRecord";
import { useLastOpen } from "./useLastOpen";

export interface GenericFormProps {
  resource: ResourceDeclaration;
  /** null: closed */
  mode: FormMode | null;
  id?: string;
  row?: BaseRecord;
  onClose: () => void;
}

interface Failure {
  message: string;
  details: string[];
}

interface FormBodyProps {
  resource: ResourceDeclaration;
  mode: FormMode;
  id?: string;
  record?: BaseRecord;
  onClose: () => void;
}

const FormBody = ({ resource, mode, id, record, onClose }: FormBodyProps) => {
  const t = useTranslate();
  const [form] = Form.useForm<FormValues>();
  // Spec §5: validation first runs on submit, then again on every change.
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { mutate: create, mutation: creating } = useCreate();
  const { mutate: update, mutation: updating } = useUpdate();
  const fields = resource.form?.fields ?? [];

  // The form stays open and filled: the user fixes what the server refused instead of retyping.
  const showFailure = (error: HttpError) => {
    const apiError = error instanceof ApiError ? error : undefined;
    const placed = placeFieldErrors(
      apiError?.fieldErrors ?? {},
      fields.map((f) => f.key),
    );
    form.setFields(placed.fields);
    const serverText = apiError?.serverMessage ?? error.message;
    const invalid = placed.fields.length > 0 || placed.unplaced.length > 0;
    setFailure({
      message: invalid ? t("def.resource.fix_fields") : t("def.resource.save_failed"),
      details: [serverText, ...placed.unplaced].filter((text) => !!text),
    });
  };

  const submit = (values: FormValues) => {
    setSubmitted(true);
    setFailure(null);
    const body = toBody(fields, values, mode);
    const callbacks = { onSuccess: onClose, onError: showFailure };
    if (mode === "create") {
      create(
        {
          resource: resource.name,
          values: body,
          successNotification: () => ({ type: "success", message: t("def.resource.created") }),
          errorNotification: false,
        },
        callbacks,
      );
    } else {
      update(
        {
          resource: resource.name,
          id: id ?? "",
          values: body,
          mutationMode: "pessimistic",
          successNotification: () => ({ type: "success", message: t("def.resource.saved") }),
          errorNotification: false,
        },
        callbacks,
      );
    }
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(fields, mode === "edit" ? record : undefined)}
      validateTrigger={submitted ? "onChange" : false}
      onFinish={submit}
      onFinishFailed={() => setSubmitted(true)}
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={failure.message}
          description={failure.details.length > 0 ? failure.details.join(" · ") : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      {fields.map((field) => (
        <FieldInput key={field.key} resource={resource} field={field} mode={mode} />
      ))}
      <Flex justify="end" gap={8} wrap>
        <Button onClick={onClose}>{t("def.resource.cancel")}</Button>
        <Button type="primary" htmlType="submit" loading={creating.isPending || updating.isPending}>
          {t("def.resource.save")}
        </Button>
      </Flex>
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
