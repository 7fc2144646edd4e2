import { useRef, useState } from "react";
import type { FormInstance, FormProps } from "antd";
import {
  useInvalidate,
  useTranslate,
  type BaseKey,
  type BaseRecord,
  type CreateResponse,
  type HttpError,
  type UpdateResponse,
} from "@refinedev/core";
import { useHoldTypedWork } from "./useHoldTypedWork";
import { saveOutcomeOf, type SaveOutcome } from "./saveOutcome";
import { useAnnounceErrors } from "./announceErrors";
import { useValidateOnChange } from "./useValidateOnChange";
import { unshownFieldErrors, type UnshownFieldError } from "@/lib/fieldErrors";

export interface DialogFormOptions<TValues, TInput, TRecord> {
  /** refine resource the dialog saves */
  resource: string;
  /** the record being edited; undefined creates one */
  id?: BaseKey;
  /** the form's whole store (kept values such as stored ids included) as the API takes it */
  toInput: (values: TValues) => TInput;
  /** top-level names of the inputs this form shows; a 422 error elsewhere goes into the alert (default: all shown) */
  fields?: readonly string[];
  /** where this form shows a 422 error key, as a dot path, when its inputs are named otherwise (default: the key) */
  errorPath?: (key: string, values: TValues) => string;
  /** for a dialog that stays mounted between openings: each opening starts without the last failure */
  open?: boolean;
  /**
   * Just before an edit is written: the values to write instead of the form's (another user's
   * changes merged in), or null to write nothing (the user went back to the form, or the record
   * is gone). The values written are put into the form, so a failed write shows them.
   */
  beforeWrite?: (values: TValues) => Promise<TValues | null>;
  /** after a successful save, with what was saved: the dialog's toast and close */
  onSaved: (input: TInput, record: TRecord | undefined) => void;
}

/** A failed save: the error itself and the 422 errors no input of the form shows. */
export interface SaveFailure {
  error: HttpError;
  unshown: UnshownFieldError[];
  /** where the server never answered: whether the save may have happened all the same */
  outcome?: SaveOutcome;
  /** what the user should do about `outcome`, in their language */
  advice?: string;
  /** the user was asked to check the list before saving again */
  checkFirst?: boolean;
}

export interface DialogForm<TValues> {
  form: FormInstance<TValues>;
  /** spread on the dialog's <Form> */
  formProps: FormProps<TValues>;
  /** a save is in flight: the Save button spins and no second submit is taken */
  saving: boolean;
  /** the last save's failure, until the next submit */
  failure: SaveFailure | null;
}

const QUIET = { successNotification: false, errorNotification: false } as const;

/** What refine's antd form hooks (useForm, useModalForm, useDrawerForm) give the save rules. */
interface RefineForm<TRecord extends BaseRecord, TInput> {
  form: FormInstance<TInput>;
  onFinish: (values: TInput) => Promise<CreateResponse<TRecord> | UpdateResponse<TRecord> | void>;
  mutation: { isPending: boolean };
}

/**
 * The options every dialog form passes to refine's antd form hook: the dialog hands the record in
 * and the form never re-reads it (a refetch would reset the fields), a failed save keeps the form
 * as typed, and 422 keys are renamed to the form's names before refine places them.
 */
export const useSaveFormOptions = <TValues>(
  resource: string,
  id: BaseKey | undefined,
  errorPath?: (key: string, values: TValues) => string,
) => {
  const formRef = useRef<FormInstance | null>(null);
  // Runs before refine places `error.errors` (the mutation's own onError comes first).
  const renameErrors = {
    onError: (error: HttpError) => {
      if (!errorPath || !error.errors || !formRef.current) return;
      const values = formRef.current.getFieldsValue(true) as TValues;
      const renamed = Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [errorPath(k, values), v]));
      Object.assign(error, { errors: renamed });
    },
  };
  const options = {
    resource,
    id,
    action: id !== undefined ? ("edit" as const) : ("create" as const),
    queryOptions: { enabled: false },
    redirect: false as const,
    mutationMode: "pessimistic" as const,
    invalidates: ["list" as const, "many" as const],
    createMutationOptions: renameErrors,
    updateMutationOptions: renameErrors,
    ...QUIET,
  };
  return { options, formRef };
};

/**
 * The spec's rules around any of refine's antd form hooks: validation first on submit, then on
 * every change (§5); our own toast instead of refine's, shown by `onSaved`; a failed save keeps
 * everything typed and says why (§8); a save in flight takes no second submit, so a double click
 * creates one record; a save that may have happened asks to check the list first (issue 32).
 */
export const useSaveRules = <TValues, TInput, TRecord extends BaseRecord = BaseRecord>(
  refine: RefineForm<TRecord, TInput>,
  {
    resource,
    id,
    toInput,
    fields,
    open = true,
    beforeWrite,
    onSaved,
  }: Omit<DialogFormOptions<TValues, TInput, TRecord>, "errorPath">,
): DialogForm<TValues> => {
  const announce = useAnnounceErrors();
  const t = useTranslate();
  const validation = useValidateOnChange(open);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [openSeen, setOpenSeen] = useState(open);
  const inFlight = useRef(false);
  const invalidate = useInvalidate();
  const editing = id !== undefined;
  // refine types the form by what it sends; the inputs hold the dialog's own values.
  const form = refine.form as unknown as FormInstance<TValues>;

  if (open !== openSeen) {
    setOpenSeen(open);
    if (open) setFailure(null);
  }

  useHoldTypedWork(form as FormInstance, open);

  const submit = async () => {
    validation.markSubmitted();
    if (inFlight.current) return;
    inFlight.current = true;
    if (!editing && failure?.outcome === "uncertain" && !failure.checkFirst) {
      setFailure({ ...failure, checkFirst: true, advice: t("def.resource.save_again_text") });
      inFlight.current = false;
      return;
    }
    setFailure(null);
    let values = form.getFieldsValue(true) as TValues;
    if (editing && beforeWrite) {
      const checked = await beforeWrite(values).catch(() => values);
      if (checked === null) {
        inFlight.current = false;
        return;
      }
      if (checked !== values) form.setFieldsValue(checked as Parameters<typeof form.setFieldsValue>[0]);
      values = checked;
    }
    const input = toInput(values);
    try {
      const response = await refine.onFinish(input);
      if (editing) void invalidate({ resource, id, invalidates: ["detail"] });
      onSaved(input, response?.data);
    } catch (caught) {
      // Spec §8: a failed save is only logged; refine has already put the field errors in place.
      console.error(caught);
      const error = caught as HttpError;
      const outcome = saveOutcomeOf(caught);
      // The server may have stored it: the list behind the dialog shows whether it did.
      if (outcome === "uncertain") void invalidate({ resource, invalidates: ["list", "many"] });
      const advice = outcome && t(`def.resource.${outcome === "uncertain" && editing ? "uncertain_edit" : outcome}`);
      setFailure({ error, unshown: unshownFieldErrors(error.errors, fields), outcome, advice });
    } finally {
      inFlight.current = false;
    }
  };

  return {
    form,
    formProps: {
      form,
      // A dialog that stays mounted reopens its <Form>: it starts from its initial values, not the last opening's.
      clearOnDestroy: true,
      validateTrigger: validation.validateTrigger,
      // A failed submit lands on the first invalid field, which announces its error (issue 9).
      scrollToFirstError: { focus: true, block: "center" },
      onFinish: () => void submit(),
      onFinishFailed: (failed) => {
        validation.markSubmitted();
        announce(failed);
      },
    },
    saving: refine.mutation.isPending,
    failure,
  };
};
