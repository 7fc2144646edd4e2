import { useState } from "react";
import { Button, Form, theme } from "antd";
import { Input } from "@/components/form/BaseInput";
import { useNavigate } from "react-router";
import { ROUTES } from "@/api/redirect";
import { TIMING } from "@/config";
import { useT } from "@/providers/useT";
import { requestPasswordReset, useAuthAction } from "./authActions";
import { errorText, isHandledElsewhere } from "./authErrors";
import { FormFeedback } from "./FormFeedback";
import { useAuthForm } from "./useAuthForm";
import { useTimeouts } from "./useTimeouts";

interface ResetValues {
  email: string;
}

export const ResetPasswordForm = () => {
  const t = useT();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const later = useTimeouts();
  const [form] = Form.useForm<ResetValues>();
  const { feedback, shake, formProps, onFinish } = useAuthForm<ResetValues>();
  const { run: resetPassword, pending } = useAuthAction(requestPasswordReset);
  const [sent, setSent] = useState(false);

  const go = (to: string) => void navigate(to, { replace: true });

  const submit = async (values: ResetValues) => {
    const answer = await resetPassword(values);
    if (answer.success) {
      feedback.announce("success", t("auth.reset.success"));
      setSent(true);
      later(() => go(ROUTES.login), TIMING.resetBackToLoginMs);
    } else if (answer.redirectTo) {
      go(answer.redirectTo);
    } else if (!isHandledElsewhere(answer.error)) {
      feedback.announce("error", errorText(answer.error, t));
    }
  };

  return (
    <Form<ResetValues> {...formProps} form={form} name="reset" onFinish={onFinish((values) => void submit(values))}>
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
      <Button type="primary" htmlType="submit" block loading={pending} disabled={sent}>
        {t("auth.reset.submit")}
      </Button>
    </Form>
  );
};
