import { Button } from "antd";
import { useT } from "@/providers/useT";
import { signUp, useAuthAction } from "./authActions";
import { errorText, registerFieldErrors } from "@/lib/authErrors";
import { AuthInput } from "./AuthField";
import { FormFeedback } from "./FormFeedback";
import { registerRules, type RegisterValues } from "@/lib/registerRules";
import { useAuthForm } from "./useAuthForm";

const EMPTY: RegisterValues = { login: "", email: "", name: "", surname: "", password: "", password2: "" };

/** The confirmation is checked here; the server gets the rest. */
const register = ({ password2: _confirm, ...payload }: RegisterValues) => signUp(payload);

interface RegisterFormProps {
  onRegistered: (login: string) => void;
}

export const RegisterForm = ({ onRegistered }: RegisterFormProps) => {
  const t = useT();
  const form = useAuthForm<RegisterValues>({
    initial: EMPTY,
    checks: registerRules(t),
    dependencies: { password2: ["password"] },
  });
  const { feedback } = form;
  const { submit, pending } = useAuthAction(register, {
    // A registration does not sign in: the new login is handed to the sign-in face.
    succeeded: ({ login }) => {
      feedback.announce("success", t("auth.register.success"));
      onRegistered(login);
    },
    failed: (error) => {
      const fields = registerFieldErrors(error, t);
      form.markServerErrors(fields);
      // With the fields marked, the banner points at them rather than repeating the server's text.
      feedback.announce("error", fields.length > 0 ? t("auth.errors.validation") : errorText(error, t));
    },
  });

  return (
    <form {...form.formProps((values) => void submit(values))}>
      <FormFeedback feedback={feedback.current} onClose={feedback.clear} />
      <AuthInput label={t("auth.register.login")} field={form.field("login")} autoComplete="username" />
      <AuthInput label={t("auth.register.email")} field={form.field("email")} kind="email" autoComplete="email" />
      <AuthInput label={t("auth.register.name")} field={form.field("name")} autoComplete="given-name" />
      <AuthInput label={t("auth.register.surname")} field={form.field("surname")} autoComplete="family-name" />
      <AuthInput
        label={t("auth.register.password")}
        field={form.field("password")}
        kind="password"
        autoComplete="new-password"
      />
      <AuthInput
        label={t("auth.register.password2")}
        field={form.field("password2")}
        kind="password"
        autoComplete="new-password"
      />
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t("auth.register.submit")}
      </Button>
    </form>
  );
};
