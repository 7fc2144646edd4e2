import { useCallback, useEffect, useId, useState, type ChangeEvent, type FormEvent } from "react";
import type { InputProps } from "antd";
import { isRequired } from "@/lib/fieldChecks";
import { useShake, type Shake } from "@/components/form/useShake";
import { useT } from "@/providers/useT";
import {
  changeField,
  initialModel,
  invalidFields,
  markErrors,
  submitModel,
  type AuthFormConfig,
  type AuthFormModel,
} from "./authFormModel";
import { useAuthFeedback, type AuthFeedback, type Feedback } from "./useAuthFeedback";

type TextKey<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V];

type InputBinding = Required<Pick<InputProps, "id" | "value" | "onChange" | "onBlur">> &
  Pick<InputProps, "className" | "status" | "aria-invalid" | "aria-describedby" | "aria-required">;

export interface FieldBinding {
  id: string;
  helpId: string;
  error: string | undefined;
  input: InputBinding;
}

interface AuthFormOptions<V> extends AuthFormConfig<V> {
  initial: V;
  initialFeedback?: Feedback | null;
}

interface AuthForm<V> {
  feedback: AuthFeedback;
  shake: Shake;
  values: V;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  field: (name: TextKey<V>) => FieldBinding;
  markServerErrors: (fields: readonly { name: keyof V; errors: readonly string[] }[]) => void;
  formProps: (submit: (values: V) => void) => {
    id: string;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
}

/** Validates on submit, then on change; a failed submit shakes the invalid fields and focuses the first. */
export const useAuthForm = <V>({
  initial,
  initialFeedback = null,
  checks,
  dependencies,
}: AuthFormOptions<V>): AuthForm<V> => {
  const t = useT();
  const feedback = useAuthFeedback(initialFeedback);
  const shake = useShake();
  const idBase = useId();
  const formId = `${idBase}-form`;
  const [model, setModel] = useState<AuthFormModel<V>>(() => initialModel(initial));
  const [focusRequest, setFocusRequest] = useState(0);
  const config: AuthFormConfig<V> = { checks, dependencies };

  // After the render that marked the fields, so aria-invalid is already on them.
  useEffect(() => {
    if (focusRequest > 0) document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formId]);

  const setValue = <K extends keyof V>(name: K, value: V[K]) =>
    setModel((current) => changeField(current, config, name, value));

  const markServerErrors = useCallback(
    (fields: readonly { name: keyof V; errors: readonly string[] }[]) => {
      setModel((current) => markErrors(current, fields));
      shake.shake(fields.map((field) => String(field.name)));
    },
    [shake],
  );

  const field = (name: TextKey<V>): FieldBinding => {
    const id = `${idBase}-${String(name)}`;
    const helpId = `${id}_help`;
    const error = model.errors[name];
    const value = model.values[name] as string;
    return {
      id,
      helpId,
      error,
      input: {
        id,
        value,
        onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value as V[TextKey<V>]),
        onBlur: () => shake.shakeIfEmpty(String(name), value),
        className: shake.classFor(String(name)),
        status: error === undefined ? undefined : "error",
        "aria-invalid": error === undefined ? undefined : true,
        "aria-describedby": error === undefined ? undefined : helpId,
        "aria-required": isRequired(checks[name]) || undefined,
      },
    };
  };

  const onSubmit = (submit: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = submitModel(model, config);
    setModel(next);
    const invalid = invalidFields(next);
    if (invalid.length > 0) {
      feedback.inline("error", t("auth.errors.validation"));
      shake.shake(invalid.map(String));
      setFocusRequest((n) => n + 1);
      return;
    }
    feedback.clear();
    submit(next.values);
  };

  const formProps = (submit: (values: V) => void) => ({ id: formId, onSubmit: onSubmit(submit) });

  return { feedback, shake, values: model.values, setValue, field, markServerErrors, formProps };
};
