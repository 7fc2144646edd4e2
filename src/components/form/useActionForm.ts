import { useRef, useState } from "react";
import { Form, type FormInstance, type FormProps } from "antd";
import { ApiError } from "@/api/errors";
import { useAnnounceErrors } from "./announceErrors";
import { useValidateOnChange } from "./useValidateOnChange";
import { useHoldTypedWork } from "./useHoldTypedWork";
import { unshownFieldErrors, unshownLines } from "@/lib/fieldErrors";

interface ActionFormOptions<TValues> {
  /** what it throws becomes the failure (422 errors go under their fields) */
  run: (values: TValues) => Promise<void>;
  /** top-level names of the inputs; 422 errors for others are listed in the alert */
  fields: readonly string[];
  /** the form's name for a wire key ("parse_pattern" → "fields") */
  errorPath?: (key: string) => string;
}

interface ActionForm<TValues> {
  form: FormInstance<TValues>;
  formProps: FormProps<TValues>;
  busy: boolean;
  /** until the next submit: the server's words and unshown field errors */
  failure: { error: unknown; lines: string[] } | null;
}

/** A dialog whose submit is a call, not a record save, with useSaveRules' manners. */
export const useActionForm = <TValues>({ run, fields, errorPath }: ActionFormOptions<TValues>): ActionForm<TValues> => {
  const [form] = Form.useForm<TValues>();
  const announce = useAnnounceErrors();
  const validation = useValidateOnChange();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionForm<TValues>["failure"]>(null);
  const inFlight = useRef(false);
  useHoldTypedWork(form);

  const submit = async (values: TValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await run(values);
    } catch (error) {
      console.error(error);
      const renamed = Object.entries((error instanceof ApiError && error.fieldErrors) || {}).map(
        ([key, message]) => [errorPath?.(key) ?? key, message] as const,
      );
      const shown = renamed.filter(([key]) => fields.includes(key));
      form.setFields(shown.map(([key, message]) => ({ name: key as never, errors: [message] })));
      const unshown = unshownLines(unshownFieldErrors(Object.fromEntries(renamed), fields));
      const said = error instanceof ApiError && error.serverMessage && shown.length === 0 ? [error.serverMessage] : [];
      setFailure({ error, lines: [...said, ...unshown] });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return {
    form,
    formProps: {
      form,
      layout: "vertical",
      // A reopened dialog starts from its defaults.
      clearOnDestroy: true,
      validateTrigger: validation.validateTrigger,
      scrollToFirstError: { focus: true, block: "center" },
      onFinish: (values) => {
        validation.markSubmitted();
        void submit(values);
      },
      onFinishFailed: (failed) => {
        validation.markSubmitted();
        announce(failed);
      },
    },
    busy,
    failure,
  };
};
