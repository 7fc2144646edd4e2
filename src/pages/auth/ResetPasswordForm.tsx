import { useState } from "react";
import { Button, theme } from "antd";
import { useNavigate } from "react-router";
import { ROUTES } from "@/api/redirect";
import { TIMING } from "@/config";
import { email, required } from "@/lib/fieldChecks";
import { useT } from "@/providers/useT";
import { requestPasswordReset, useAuthAction } from "./authActions";
import { errorText } from "@/lib/authErrors";
import { AuthInput } from "./AuthField";
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
  const form = useAuthForm<ResetValues>({
    initial: { email: "" },
    checks: { email: [required(t("auth.errors.email_is_require")), email(t("auth.errors.email_is_invalid"))] },
  });
  const { feedback } = form;
  const [sent, setSent] = useState(false);

  const { submit, pending } = useAuthAction(requestPasswordReset, {
    succeeded: () => {
      feedback.announce("success", t("auth.reset.success"));
      setSent(true);
      later(() => void navigate(ROUTES.login, { replace: true }), TIMING.resetBackToLoginMs);
    },
    failed: (error) => feedback.announce("error", errorText(error, t)),
  });

  return (
    <form {...form.formProps((values) => void submit(values))}>
      <p style={{ color: token.colorTextSecondary, marginTop: 0 }}>{t("auth.reset.hint")}</p>
      <FormFeedback feedback={feedback.current} onClose={feedback.clear} />
      <AuthInput label={t("auth.reset.email")} field={form.field("email")} kind="email" autoComplete="email" />
      <Button type="primary" htmlType="submit" block loading={pending} disabled={sent}>
        {t("auth.reset.submit")}
      </Button>
    </form>
  );
};
