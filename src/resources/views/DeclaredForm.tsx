import { useEffect, type ReactElement } from "react";
import { useModalForm, useDrawerForm, type UseFormReturnType } from "@refinedev/antd";
import { useDataProvider, useInvalidate, useTranslate, type BaseRecord, type HttpError } from "@refinedev/core";
import { Alert, Button, Drawer, Form, Skeleton } from "antd";
import { FormDialog } from "@/components/form/FormDialog";
import { SaveFailedAlert } from "@/components/form/SaveFailedAlert";
import { FormDefaults } from "@/components/form/FormDefaults";
import { FormButtons } from "@/components/form/FormButtons";
import { useSaveFormOptions, useSaveRules, type SaveFailure } from "@/components/form/useSaveRules";
import { unshownLines } from "@/lib/fieldErrors";
import { toast } from "@/providers/notification";
import { recordLink } from "@/registry/recordUrl";
import { spotlight } from "./spotlightStore";
import type { FormSpec, ResourceDeclaration } from "@/registry/types";
import { FormFields } from "./FieldInput";
import { initialValues, toBody, type FormValues } from "./fieldValues";
import { fieldLabelKey, idFieldOf } from "./keys";
import { failureLine } from "./failureReason";
import { useGenericRecord } from "./useGenericRecord";
import { useConflictCheck } from "./useConflictCheck";
import { useFieldDisplay } from "./useFieldDisplay";

type Body = Record<string, unknown>;

export interface DeclaredFormProps {
  declaration: ResourceDeclaration & { form: FormSpec };
  /** the record to edit, when the page has it; the full one is read when the area has `api.one` */
  row?: BaseRecord;
  /** the id of the record to edit (default: the row's); neither: a new record */
  id?: string;
  /** sent with every save, beside the fields */
  extra?: Body;
  /** values the texts read besides the record's or the input's fields */
  vars?: Body;
  controls?: Record<string, ReactElement<Record<string, unknown>>>;
  onSaved?: (input: Body) => void;
  /** false closes the form as Cancel does, for a reason of the page's */
  open?: boolean;
  /** the overlay has closed, saved or not: the page unmounts the form */
  onClosed: () => void;
}

type RefineOverlay = Pick<UseFormReturnType<BaseRecord, HttpError, Body>, "form" | "onFinish" | "mutation" | "id"> & {
  open: boolean;
  close: () => void;
};

const refineOptions = {
  defaultVisible: true,
  autoSubmitClose: false,
  autoResetForm: false,
  autoResetFormWhenClose: false,
};

type RefineProps = Parameters<typeof useModalForm<BaseRecord, HttpError, Body>>[0];

const useDrawerOverlay = (props: RefineProps) => {
  const refine = useDrawerForm<BaseRecord, HttpError, Body>(props);
  return { ...refine, open: !!refine.drawerProps.open };
};

/** A declaration's create/edit form with useSaveRules' behaviour; mounted per opening, it opens itself. */
const DeclaredFormView = ({
  useOverlay,
  declaration,
  row,
  id: given,
  extra,
  vars,
  controls,
  onSaved,
  open = true,
  onClosed,
}: DeclaredFormProps & { useOverlay: (props: RefineProps) => RefineOverlay }) => {
  const t = useTranslate();
  const { form, name: resource } = declaration;
  const id = given ?? (row ? String(row[idFieldOf(declaration)] ?? "") : undefined);
  const { record, pending: loading, failed: loadFailed } = useGenericRecord(declaration, id, row, true);
  const { options, formRef } = useSaveFormOptions(resource, id, form.errorPath);
  const refine = useOverlay({ ...options, ...refineOptions });
  useEffect(() => {
    formRef.current = refine.form;
  });
  const editing = refine.id !== undefined;
  const mode = editing ? "edit" : "create";
  const savedKey = editing
    ? (form.texts?.updated ?? "def.resource.saved")
    : (form.texts?.created ?? "def.resource.created");
  const getData = useDataProvider();
  const invalidate = useInvalidate();
  const valuesOf = (stored?: BaseRecord) => form.values?.(stored) ?? initialValues(form.fields, stored);
  // A password is never read back, so nobody else's change to it can be seen.
  const compared = form.fields.filter((f) => f.kind !== "password" && !f.bare);
  const show = useFieldDisplay(compared);
  const conflict = useConflictCheck({
    declaration,
    id: refine.id,
    opened: loading ? undefined : record,
    labels: Object.fromEntries(compared.map((f) => [f.key, t(f.label ?? fieldLabelKey(declaration, f.key))])),
    show,
    valuesOf,
    mine: () => refine.form.getFieldsValue(true) as FormValues,
    apply: (values) => refine.form.setFieldsValue(values as Parameters<typeof refine.form.setFieldsValue>[0]),
    open: refine.open,
  });

  const save = useSaveRules<FormValues, Body>(refine, {
    resource,
    id: refine.id,
    open: refine.open,
    toInput: (values) => ({
      ...extra,
      ...(form.body ? form.body(values, record) : toBody(form.fields, values, mode)),
    }),
    beforeWrite: conflict.beforeWrite,
    afterWrite: conflict.afterWrite,
    // A dotted key is a nested field: its 422 errors are shown under the top-level name.
    fields: form.fields.map((f) => f.key.split(".")[0] ?? f.key),
    onSaved: (input, saved) => {
      const detail = form.toastDetail && input[form.toastDetail];
      const idField = idFieldOf(declaration);
      const savedId: unknown = saved?.[idField] ?? refine.id;
      const known = typeof savedId === "string" || typeof savedId === "number";
      if (!editing && known) spotlight(resource, savedId);
      const to = known ? recordLink(declaration, { ...input, ...saved, [idField]: savedId }) : undefined;
      toast(
        "success",
        t(savedKey, { ...vars, ...input }),
        typeof detail === "string" ? detail : undefined,
        form.toastMs,
        undefined,
        to ? { to, label: t("def.record.open") } : undefined,
      );
      onSaved?.(input);
      refine.close();
    },
  });
  const invalid = Object.keys(save.failure?.error.errors ?? {}).length > 0;
  const failedTitle = t(form.texts?.failed ?? (invalid ? "def.resource.fix_fields" : "def.resource.save_failed"));
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
  // A form that tells its failures in toasts tells each once, when the save fails.
  const toastLine = failure && toasts ? reasonOf(failure) : null;
  useEffect(() => {
    if (toastLine) toast("error", toastLine);
  }, [failure, toastLine]);
  const { close, form: store } = refine;
  useEffect(() => {
    if (!open) close();
  }, [open, close]);
  // The fields start from the record as read, not from the list's row.
  useEffect(() => {
    if (!loading) store.resetFields();
  }, [loading, store]);

  const recreate = async () => {
    const values = store.getFieldsValue(true) as FormValues;
    const variables = {
      ...extra,
      ...(form.body ? form.body(values, undefined) : toBody(form.fields, values, "create")),
    };
    try {
      await getData().create({ resource, variables });
      void invalidate({ resource, invalidates: ["list", "many"] });
      toast("success", t(form.texts?.created ?? "def.resource.created", { ...vars, ...variables }));
      onSaved?.(variables);
      close();
    } catch (error) {
      console.error(error);
      toast("error", failureLine(error as HttpError, form.texts, t, t("def.resource.save_failed")));
    }
  };
  const goneAlert = conflict.notice(
    <>
      <Button size="small" type="primary" onClick={() => void recreate()}>
        {t("def.conflict.recreate")}
      </Button>
      <Button size="small" onClick={close}>
        {t("def.conflict.close")}
      </Button>
    </>,
  );

  const body = (() => {
    if (editing && loading) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (editing && !record)
      return (
        <Alert type="error" showIcon message={t(loadFailed ? "def.resource.load_failed" : "def.resource.not_found")} />
      );
    return (
      <>
        {goneAlert}
        <FormFields declaration={declaration} mode={mode} record={record} controls={controls} />
      </>
    );
  })();
  const title = t(
    editing
      ? (form.texts?.editTitle ?? "def.resource.edit_title")
      : (form.texts?.createTitle ?? "def.resource.create_title"),
    { ...vars, ...record },
  );
  const okText = !editing && form.texts?.add ? t(form.texts.add) : undefined;
  const name = `${resource}-form`;
  const formProps = { ...save.formProps, initialValues: form.values?.(record) ?? initialValues(form.fields, record) };

  if (form.overlay !== "drawer")
    return (
      <FormDialog
        open={refine.open}
        onClose={close}
        afterClose={onClosed}
        title={title}
        okText={okText}
        name={name}
        formProps={formProps}
        failed={failed}
        width={form.width}
        maskClosable={form.maskClosable}
        saving={save.saving}
        below={conflict.reviewDialog}
      >
        {body}
      </FormDialog>
    );
  return (
    <Drawer
      open={refine.open}
      title={title}
      onClose={close}
      afterOpenChange={(opened) => !opened && onClosed()}
      width="min(520px, 100vw)"
      maskClosable={!save.saving}
      closeIcon={null}
      extra={<FormButtons onCancel={close} saving={save.saving} form={name} okText={okText} />}
    >
      {failed && <SaveFailedAlert title={failed.title} lines={failed.lines} />}
      <Form<FormValues> layout="vertical" {...formProps} name={name} disabled={save.saving}>
        <FormDefaults />
        {body}
      </Form>
      {conflict.reviewDialog}
    </Drawer>
  );
};

export const DeclaredForm = (props: DeclaredFormProps) => {
  const drawer = props.declaration.form.overlay === "drawer";
  return <DeclaredFormView {...props} key={String(drawer)} useOverlay={drawer ? useDrawerOverlay : useModalForm} />;
};
