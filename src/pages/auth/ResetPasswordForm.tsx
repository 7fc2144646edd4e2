import { useState } from "react";
import { Button, Form, Input, theme } from "antd";
import { useForgotPassword, useGo, useTranslate, type AuthActionResponse } from "@refinedev/core";
import { ROUTES } from "@/api/navigation";
import { TIMING } from "@/config";
import { errorText, isHandledElsewhere } from "./authErrors";
import { FormFeedback } from "./FormFeedback";
import { useAuthForm } from "./useAuthForm";
import { useTimeouts } from "./useTimeouts";

interface ResetValues {
  email: string;
}

export const ResetPasswordForm = () => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const go = useGo();
  const later = useTimeouts();
  const [form] = Form.useForm<ResetValues>();
  const { feedback, shake, formProps, onFinish } = useAuthForm<ResetValues>();
  const [sent, setSent] = useState(false);

  const showError = (error: unknown) => {
    if (!isHandledElsewhere(error)) feedback.announce("error", errorText(error, t));
  };

  // Passing onSuccess replaces refine's handler: the message and the delayed return are ours.
  const { mutate: resetPassword, isPending } = useForgotPassword<ResetValues>({
    mutationOptions: {
      onSuccess: (raw) => {
        // refine still types the legacy void/false/string answers; ours is always an object.
        const answer: AuthActionResponse = typeof raw === "object" && raw !== null ? raw : { success: raw !== false };
        if (answer.success) {
          feedback.announce("success", t("auth.reset.success"));
          setSent(true);
          later(() => go({ to: ROUTES.login, type: "replace" }), TIMING.resetBackToLoginMs);
        } else if (answer.redirectTo) {
          go({ to: answer.redirectTo, type: "replace" });
        } else {
          showError(answer.error);
        }
      },
      onError: showError,
    },
  });

  return (
    <Form<ResetValues> {...formProps} form={form} name="reset" onFinish={onFinish((values) => resetPassword(values))}>
      <p style={{ color: token.colorTextSecondary, marginTop: 0 }}>{t("auth.reset.hint")}</p>
      <FormFeedback feedback={feedback.current} onClose={feedback.clear} />
      <Form.Item
        name="email"
        label={t("auth.reset.email")}
        rules={[
          { required: true, message: t("auth.errors.email_is_require") },
          { type: "email", message: t("auth.errors.email_is_invalid") },
        ]}
      >
        {/* Not type="email": the browser's own check would block the submit before our messages show. */}
        <Input
          inputMode="email"
          autoComplete="email"
          className={shake.classFor("email")}
          onBlur={() => shake.shakeIfEmpty("email", form.getFieldValue("email"))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isPending} disabled={sent}>
        {t("auth.reset.submit")}
      </Button>
    </Form>
  );
};
