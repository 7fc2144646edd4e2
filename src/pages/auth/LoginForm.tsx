import { useState } from "react";
import { Button, theme } from "antd";
import { Checkbox } from "@/components/form/BaseCheckbox";
import { useNavigate } from "react-router";
import { ROUTES } from "@/api/redirect";
import type { LoginPayload } from "@/api/types";
import { TIMING } from "@/config";
import { takeRememberedPage } from "@/providers/authRedirect";
import { minLength, required } from "@/lib/fieldChecks";
import { useT } from "@/providers/useT";
import { signIn, useAuthAction } from "./authActions";
import { loginErrorText } from "@/lib/authErrors";
import { AuthInput } from "./AuthField";
import { FormFeedback } from "./FormFeedback";
import { useAuthForm } from "./useAuthForm";
import { useTimeouts } from "./useTimeouts";
import styles from "./AuthForms.module.css";

const MIN_LENGTH = 4;

export interface LoginFormProps {
  /** Set after a sign-up: the new login is filled in and the success notice stays in view. */
  handoff?: { login: string; notice: string };
}

export const LoginForm = ({ handoff }: LoginFormProps) => {
  const t = useT();
  const navigate = useNavigate();
  const later = useTimeouts();
  const { token } = theme.useToken();
  const form = useAuthForm<LoginPayload>({
    initial: { login: handoff?.login ?? "", password: "", remember_me: true },
    checks: {
      login: [required(t("auth.errors.login_is_require")), minLength(MIN_LENGTH, t("auth.errors.login_is_require"))],
      password: [
        required(t("auth.errors.password_is_require")),
        minLength(MIN_LENGTH, t("auth.errors.password_is_require")),
      ],
    },
    initialFeedback: handoff ? { type: "success", text: handoff.notice } : null,
  });
  const { feedback } = form;
  const [leaving, setLeaving] = useState(false);

  const go = (to: string) => void navigate(to, { replace: true });

  const { submit, pending } = useAuthAction(signIn, {
    succeeded: () => {
      feedback.announce("success", t("auth.login.success"));
      setLeaving(true);
      later(() => go(takeRememberedPage()), TIMING.loginRedirectDelayMs);
    },
    failed: (error) => feedback.announce("error", loginErrorText(error, t)),
  });

  return (
    <form {...form.formProps((values) => void submit(values))}>
      <FormFeedback feedback={feedback.current} onClose={feedback.clear} />
      <AuthInput label={t("auth.login.login")} field={form.field("login")} autoComplete="username" />
      <AuthInput
        label={t("auth.login.password")}
        field={form.field("password")}
        kind="password"
        autoComplete="current-password"
      />
      <div className={styles.options}>
        {/* As tall as an input, with a field's gap under it: the row keeps the height it had as a form item. */}
        <div className={styles.remember} style={{ minHeight: token.controlHeight, marginBottom: token.marginLG }}>
          <Checkbox checked={form.values.remember_me} onChange={(e) => form.setValue("remember_me", e.target.checked)}>
            {t("auth.login.remember_me")}
          </Checkbox>
        </div>
        <Button type="link" onClick={() => go(ROUTES.reset)} style={{ paddingInline: 0 }}>
          {t("auth.login.forgot")}
        </Button>
      </div>
      <Button type="primary" htmlType="submit" block loading={pending || leaving}>
        {t("auth.login.submit")}
      </Button>
    </form>
  );
};
