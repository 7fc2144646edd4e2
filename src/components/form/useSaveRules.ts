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

interface DialogFormOptions<TValues, TInput, TRecord> {
  resource: string;
  id?: BaseKey;
  /** the form's whole store (kept values included) as the API takes it */
  toInput: (values: TValues) => TInput;
  /** top-level names of the inputs this form shows; a 422 error elsewhere goes into the alert (default: all) */
  fields?: readonly string[];
  /** where this form shows a 422 error key, as a dot path (default: the key) */
  errorPath?: (key: string, values: TValues) => string;
  /** a dialog that stays mounted: each opening starts without the last failure */
  open?: boolean;
  /** Just before an edit is written: merged values to write instead, or null to write nothing. */
  beforeWrite?: (values: TValues) => Promise<TValues | null>;
  /** The write beforeWrite let through has ended, saved or not. */
  afterWrite?: () => void;
  onSaved: (input: TInput, record: TRecord | undefined) => void;
}

export interface SaveFailure {
  error: HttpError;
  unshown: UnshownFieldError[];
  /** where the server never answered: whether the save may have happened all the same */
  outcome?: SaveOutcome;
  advice?: string;
  checkFirst?: boolean;
}

interface DialogForm<TValues> {
  form: FormInstance<TValues>;
  formProps: FormProps<TValues>;
  saving: boolean;
  failure: SaveFailure | null;
}

const QUIET = { successNotification: false, errorNotification: false } as const;

interface RefineForm<TRecord extends BaseRecord, TInput> {
  form: FormInstance<TInput>;
  onFinish: (values: TInput) => Promise<CreateResponse<TRecord> | UpdateResponse<TRecord> | void>;
  mutation: { isPending: boolean };
}

/** Dialog form options: no re-read (a refetch resets the fields), failures keep input, 422 keys renamed. */
export const useSaveFormOptions = <TValues>(
  resource: string,
  id: BaseKey | undefined,
  errorPath?: (key: string, values: TValues) => string,
) => {
  const formRef = useRef<FormInstance | null>(null);
  // Runs before refine places `error.errors`.
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
 * Validation on submit, then on each change (FORM-1); a failed save keeps what was typed; one save in flight at a
 * time, so a double click creates one record; a save that may have happened asks to check the list first.
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
    afterWrite,
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
      // A failed save is only logged; refine has already put the field errors in place.
      console.error(caught);
      const error = caught as HttpError;
      const outcome = saveOutcomeOf(caught);
      // The server may have stored it: the list behind the dialog shows whether it did.
      if (outcome === "uncertain") void invalidate({ resource, invalidates: ["list", "many"] });
      const advice = outcome && t(`def.resource.${outcome === "uncertain" && editing ? "uncertain_edit" : outcome}`);
      setFailure({ error, unshown: unshownFieldErrors(error.errors, fields), outcome, advice });
    } finally {
      inFlight.current = false;
      afterWrite?.();
    }
  };

  return {
    form,
    formProps: {
      form,
      // A dialog that stays mounted starts from its initial values, not the last opening's.
      clearOnDestroy: true,
      validateTrigger: validation.validateTrigger,
      // Focus lands on the first invalid field, which announces its error.
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
