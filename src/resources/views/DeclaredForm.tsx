import { useEffect, type ReactElement, type ReactNode } from "react";
import { useModalForm, useDrawerForm, type UseFormReturnType } from "@refinedev/antd";
import { useTranslate, type BaseRecord, type HttpError } from "@refinedev/core";
import { Alert, Drawer, Form, Skeleton } from "antd";
import { FormDialog } from "@/components/form/FormDialog";
import { SaveFailedAlert } from "@/components/form/SaveFailedAlert";
import { FormDefaults } from "@/components/form/FormDefaults";
import { FormButtons } from "@/components/form/FormButtons";
import { useSaveFormOptions, useSaveRules, type DialogForm, type SaveFailure } from "@/components/form/useSaveRules";
import { unshownLines } from "@/lib/fieldErrors";
import { toast } from "@/providers/notification";
import type { FormSpec, ResourceDeclaration } from "@/registry/types";
import { FormFields } from "./FormFields";
import { initialValues, toBody, type FormValues } from "./fieldValues";
import { idFieldOf } from "./keys";
import { failureLine } from "./failureReason";
import { useGenericRecord } from "./useGenericRecord";

type Declared = ResourceDeclaration & { form: FormSpec };
type Body = Record<string, unknown>;

export interface DeclaredFormProps {
  declaration: Declared;
  /** the record to edit, when the page has it (the list's row); the full one is read when the area has `api.one` */
  row?: BaseRecord;
  /** the id of the record to edit (default: the row's); neither: a new record */
  id?: string;
  /** sent with every save, beside the fields (the service a country belongs to) */
  extra?: Body;
  /** values the texts read besides the record's or the input's fields (the service's name) */
  vars?: Body;
  controls?: Record<string, ReactElement<Record<string, unknown>>>;
  /** after a save, with what was sent (beside the toast) */
  onSaved?: (input: Body) => void;
  /** false closes the form as Cancel does, for a reason of the page's (a read it needs failed) */
  open?: boolean;
  /** the overlay has closed, saved or not: the page unmounts the form */
  onClosed: () => void;
}

interface OverlayProps {
  open: boolean;
  close: () => void;
  title: string;
  okText?: string;
  width?: number;
  maskClosable?: boolean;
  name: string;
  save: DialogForm<FormValues>;
  failed: { title: string; lines: string[] } | null;
  onClosed: () => void;
  children: ReactNode;
}

const ModalOverlay = ({ close, save, onClosed, ...dialog }: OverlayProps) => (
  <FormDialog {...dialog} onClose={close} afterClose={onClosed} formProps={save.formProps} saving={save.saving} />
);

const DrawerOverlay = ({ open, close, title, okText, name, save, failed, onClosed, children }: OverlayProps) => (
  <Drawer
    open={open}
    title={title}
    onClose={close}
    afterOpenChange={(opened) => !opened && onClosed()}
    width="min(520px, 100vw)"
    maskClosable={!save.saving}
    closeIcon={null}
    extra={<FormButtons onCancel={close} saving={save.saving} form={name} okText={okText} />}
  >
    {failed && <SaveFailedAlert title={failed.title} lines={failed.lines} />}
    <Form<FormValues> layout="vertical" {...save.formProps} name={name} disabled={save.saving}>
      <FormDefaults />
      {children}
    </Form>
  </Drawer>
);

const textKeys = (form: FormSpec, editing: boolean) => ({
  title: editing
    ? (form.texts?.editTitle ?? "def.resource.edit_title")
    : (form.texts?.createTitle ?? "def.resource.create_title"),
  saved: editing ? (form.texts?.updated ?? "def.resource.saved") : (form.texts?.created ?? "def.resource.created"),
  failed: form.texts?.failed,
});

/** What the view needs of useModalForm's or useDrawerForm's answer: the form, its save, and the overlay's state. */
type RefineOverlay = Pick<UseFormReturnType<BaseRecord, HttpError, Body>, "form" | "onFinish" | "mutation" | "id"> & {
  open: boolean;
  close: () => void;
};

/**
 * A declaration's create/edit form: the fields of `form.fields`, in the overlay it declares, on
 * refine's useModalForm or useDrawerForm. The spec's rules come with useSaveRules: validation
 * first on submit then on change, 422 errors under their fields, a failed save keeps every typed
 * value and says why, one record per double click. Mounted per opening; it opens itself.
 */
const DeclaredFormView = ({
  declaration,
  refine,
  record,
  loading,
  loadFailed,
  extra,
  vars,
  controls,
  onSaved,
  open = true,
  onClosed,
}: Omit<DeclaredFormProps, "row" | "id"> & {
  refine: RefineOverlay;
  record?: BaseRecord;
  loading: boolean;
  loadFailed: boolean;
}) => {
  const t = useTranslate();
  const { form, name: resource } = declaration;
  const editing = refine.id !== undefined;
  const mode = editing ? "edit" : "create";
  const keys = textKeys(form, editing);
  const save = useSaveRules<FormValues, Body>(refine, {
    resource,
    id: refine.id,
    open: refine.open,
    toInput: (values) => ({
      ...extra,
      ...(form.body ? form.body(values, record) : toBody(form.fields, values, mode)),
    }),
    // A dotted key is a nested field: its 422 errors are shown under the top-level name.
    fields: form.fields.map((f) => f.key.split(".")[0] ?? f.key),
    onSaved: (input) => {
      const detail = form.toastDetail && input[form.toastDetail];
      toast(
        "success",
        t(keys.saved, { ...vars, ...input }),
        typeof detail === "string" ? detail : undefined,
        form.toastMs,
      );
      onSaved?.(input);
      refine.close();
    },
  });
  const invalid = Object.keys(save.failure?.error.errors ?? {}).length > 0;
  const failedTitle = t(keys.failed ?? (invalid ? "def.resource.fix_fields" : "def.resource.save_failed"));
  const reasonOf = (failure: SaveFailure) => failureLine(failure.error, form.texts, t, failedTitle);
  const toasts = form.failure === "toast";
  const failure = save.failure;
  const failed =
    failure && !toasts
      ? {
          title: failedTitle,
          lines: [reasonOf(failure), ...(failure.advice ? [failure.advice] : []), ...unshownLines(failure.unshown)],
        }
      : null;
  // A form that tells its failures in toasts tells each once, when the save fails (spec §8, add locale).
  const toastLine = failure && toasts ? reasonOf(failure) : null;
  useEffect(() => {
    if (toastLine) toast("error", toastLine);
  }, [failure, toastLine]);
  const Overlay = form.overlay === "drawer" ? DrawerOverlay : ModalOverlay;
  const { close, form: store } = refine;
  useEffect(() => {
    if (!open) close();
  }, [open, close]);
  // The fields appear once the record is read: they start from it, not from the row the list had.
  useEffect(() => {
    if (!loading) store.resetFields();
  }, [loading, store]);

  const body = (() => {
    if (editing && loading) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (editing && !record)
      return (
        <Alert type="error" showIcon message={t(loadFailed ? "def.resource.load_failed" : "def.resource.not_found")} />
      );
    return <FormFields declaration={declaration} mode={mode} record={record} controls={controls} />;
  })();

  return (
    <Overlay
      open={refine.open}
      close={refine.close}
      title={t(keys.title, { ...vars, ...record })}
      okText={!editing && form.texts?.add ? t(form.texts.add) : undefined}
      name={`${resource}-form`}
      width={form.width}
      maskClosable={form.maskClosable}
      save={{
        ...save,
        formProps: { ...save.formProps, initialValues: form.values?.(record) ?? initialValues(form.fields, record) },
      }}
      failed={failed}
      onClosed={onClosed}
    >
      {body}
    </Overlay>
  );
};

const refineOptions = {
  defaultVisible: true,
  autoSubmitClose: false,
  autoResetForm: false,
  autoResetFormWhenClose: false,
};

const useRecordOf = ({ declaration, row, id: given }: DeclaredFormProps) => {
  const id = given ?? (row ? String(row[idFieldOf(declaration)] ?? "") : undefined);
  return { id, ...useGenericRecord(declaration, id, row, true) };
};

/** refine's form options with the declaration's 422 renaming, which reads the values of the form refine made. */
const useFormOptions = ({ declaration }: DeclaredFormProps, id: string | undefined) =>
  useSaveFormOptions(declaration.name, id, declaration.form.errorPath);

const ModalForm = (props: DeclaredFormProps) => {
  const { id, record, pending, failed } = useRecordOf(props);
  const { options, formRef } = useFormOptions(props, id);
  const refine = useModalForm<BaseRecord, HttpError, Body>({ ...options, ...refineOptions });
  useEffect(() => {
    formRef.current = refine.form;
  });
  return <DeclaredFormView {...props} refine={refine} record={record} loading={pending} loadFailed={failed} />;
};

const DrawerForm = (props: DeclaredFormProps) => {
  const { id, record, pending, failed } = useRecordOf(props);
  const { options, formRef } = useFormOptions(props, id);
  const refine = useDrawerForm<BaseRecord, HttpError, Body>({ ...options, ...refineOptions });
  useEffect(() => {
    formRef.current = refine.form;
  });
  const overlay = { ...refine, open: !!refine.drawerProps.open };
  return <DeclaredFormView {...props} refine={overlay} record={record} loading={pending} loadFailed={failed} />;
};

export const DeclaredForm = (props: DeclaredFormProps) =>
  props.declaration.form.overlay === "drawer" ? <DrawerForm {...props} /> : <ModalForm {...props} />;

export default DeclaredForm;
