import type { ReactElement, ReactNode } from "react";
import { useModalForm, useDrawerForm, type UseFormReturnType } from "@refinedev/antd";
import { useTranslate, type BaseRecord, type HttpError } from "@refinedev/core";
import { Alert, Drawer, Form, Skeleton } from "antd";
import { FormDialog } from "@/components/form/FormDialog";
import { SaveFailedAlert } from "@/components/form/SaveFailedAlert";
import { FormDefaults } from "@/components/form/FormDefaults";
import { FormButtons } from "@/components/form/FormButtons";
import { failureAlert, useSaveFormOptions, useSaveRules, type DialogForm } from "@/components/form/useDialogForm";
import { toast } from "@/providers/notification";
import type { FormSpec, ResourceDeclaration } from "@/registry/types";
import { FieldInput } from "./FieldInput";
import { initialValues, toBody, type FormValues } from "./fieldValues";
import { idFieldOf } from "./keys";
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
  /** the controls of the `custom` fields, by key */
  controls?: Record<string, ReactElement<Record<string, unknown>>>;
  /** after a save, with what was sent (beside the toast) */
  onSaved?: (input: Body) => void;
  /** the overlay has closed, saved or not: the page unmounts the form */
  onClosed: () => void;
}

interface OverlayProps {
  open: boolean;
  close: () => void;
  title: string;
  name: string;
  save: DialogForm<FormValues>;
  failed: ReturnType<typeof failureAlert>;
  onClosed: () => void;
  children: ReactNode;
}

const ModalOverlay = ({ open, close, title, name, save, failed, onClosed, children }: OverlayProps) => (
  <FormDialog
    open={open}
    title={title}
    onClose={close}
    afterClose={onClosed}
    name={name}
    formProps={save.formProps}
    saving={save.saving}
    failed={failed}
  >
    {children}
  </FormDialog>
);

const DrawerOverlay = ({ open, close, title, name, save, failed, onClosed, children }: OverlayProps) => {
  return (
    <Drawer
      open={open}
      title={title}
      onClose={close}
      afterOpenChange={(opened) => !opened && onClosed()}
      width="min(520px, 100vw)"
      maskClosable={!save.saving}
      closeIcon={null}
      extra={<FormButtons onCancel={close} saving={save.saving} form={name} />}
    >
      {failed && <SaveFailedAlert title={failed.title} lines={failed.lines} />}
      <Form<FormValues> layout="vertical" {...save.formProps} name={name} disabled={save.saving}>
        <FormDefaults />
        {children}
      </Form>
    </Drawer>
  );
};

/** The texts a declaration may name, each with the console's default. */
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
  const keys = textKeys(form, editing);
  const save = useSaveRules<FormValues, Body>(refine, {
    resource,
    id: refine.id,
    open: refine.open,
    toInput: (values) => ({ ...extra, ...toBody(form.fields, values, editing ? "edit" : "create") }),
    fields: form.fields.map((f) => f.key),
    onSaved: (input) => {
      toast("success", t(keys.saved, { ...vars, ...input }));
      onSaved?.(input);
      refine.close();
    },
  });
  const invalid = Object.keys(save.failure?.error.errors ?? {}).length > 0;
  const failedTitle = t(keys.failed ?? (invalid ? "def.resource.fix_fields" : "def.resource.save_failed"));
  const Overlay = form.overlay === "drawer" ? DrawerOverlay : ModalOverlay;

  const body = (() => {
    if (editing && loading) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (editing && !record)
      return (
        <Alert type="error" showIcon message={t(loadFailed ? "def.resource.load_failed" : "def.resource.not_found")} />
      );
    return (
      <>
        {form.fields.map((field) => (
          <FieldInput
            key={field.key}
            resource={declaration}
            field={field}
            mode={editing ? "edit" : "create"}
            control={controls?.[field.key]}
          />
        ))}
      </>
    );
  })();

  return (
    <Overlay
      open={refine.open}
      close={refine.close}
      title={t(keys.title, { ...vars, ...record })}
      name={`${resource}-form`}
      save={{ ...save, formProps: { ...save.formProps, initialValues: initialValues(form.fields, record) } }}
      failed={failureAlert(save.failure, failedTitle)}
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
  return { id, ...useGenericRecord(declaration, id, row) };
};

const ModalForm = (props: DeclaredFormProps) => {
  const { id, record, pending, failed } = useRecordOf(props);
  const { options } = useSaveFormOptions(props.declaration.name, id);
  const refine = useModalForm<BaseRecord, HttpError, Body>({ ...options, ...refineOptions });
  return <DeclaredFormView {...props} refine={refine} record={record} loading={pending} loadFailed={failed} />;
};

const DrawerForm = (props: DeclaredFormProps) => {
  const { id, record, pending, failed } = useRecordOf(props);
  const { options } = useSaveFormOptions(props.declaration.name, id);
  const refine = useDrawerForm<BaseRecord, HttpError, Body>({ ...options, ...refineOptions });
  const overlay = { ...refine, open: !!refine.drawerProps.open };
  return <DeclaredFormView {...props} refine={overlay} record={record} loading={pending} loadFailed={failed} />;
};

export const DeclaredForm = (props: DeclaredFormProps) =>
  props.declaration.form.overlay === "drawer" ? <DrawerForm {...props} /> : <ModalForm {...props} />;

export default DeclaredForm;
