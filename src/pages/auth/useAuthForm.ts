import { useCallback, useState } from "react";
import type { FormProps } from "antd";
import { useShake, type Shake } from "@/components/form/useShake";
import { useT } from "@/providers/useT";
import { useAuthFeedback, type AuthFeedback, type Feedback } from "./useAuthFeedback";

type SharedFormProps<T> = Pick<FormProps<T>, "validateTrigger" | "onFinishFailed" | "layout" | "requiredMark">;

export interface AuthForm<T> {
  feedback: AuthFeedback;
  shake: Shake;
  formProps: SharedFormProps<T>;
  /** Wraps the submit handler: from the first submit on, fields re-validate as they change. */
  onFinish: (submit: (values: T) => void) => (values: T) => void;
}

/**
 * Spec §5 behaviour shared by the three auth forms: validation runs on submit and re-validates
 * on change; a failed submit shows the validation banner and shakes the invalid fields.
 */
export const useAuthForm = <T>(initialFeedback: Feedback | null = null): AuthForm<T> => {
  const t = useT();
  const feedback = useAuthFeedback(initialFeedback);
  const shake = useShake();
  const [submitted, setSubmitted] = useState(false);

  const onFinishFailed = useCallback<NonNullable<FormProps<T>["onFinishFailed"]>>(
    ({ errorFields }) => {
      setSubmitted(true);
      feedback.inline("error", t("auth.errors.validation"));
      shake.shake(errorFields.map((field) => field.name.join(".")));
    },
    [feedback, shake, t],
  );

  const onFinish = useCallback(
    (submit: (values: T) => void) => (values: T) => {
      setSubmitted(true);
      feedback.clear();
      submit(values);
    },
    [feedback],
  );

  return {
    feedback,
    shake,
    onFinish,
    formProps: {
      layout: "vertical",
      requiredMark: false,
      validateTrigger: submitted ? "onChange" : false,
      onFinishFailed,
    },
  };
};
