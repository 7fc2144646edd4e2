import { Button, Form } from "antd";
import { Input } from "@/components/form/BaseInput";
import { useNavigate } from "react-router";
import { PasswordInput } from "@/components/form/PasswordInput";
import { useT } from "@/providers/useT";
import { signUp, useAuthAction } from "./authActions";
import { errorText, isHandledElsewhere, registerFieldErrors } from "./authErrors";
import { FormFeedback } from "./FormFeedback";
import { toFormRuleMap } from "@/components/form/toFormRules";
import { registerRules, type RegisterValues } from "./registerRules";
import { useAuthForm } from "./useAuthForm";

type TextField = "login" | "email" | "name" | "surname" | "password" | "password2";

export interface RegisterFormProps {
  /** Called after a successful sign-up with the new login, to hand it over to the sign-in face. */
  onRegistered: (login: string) => void;
}

export const RegisterForm = ({ onRegistered }: RegisterFormProps) => {
  const t = useT();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const { feedback, shake, formProps, onFinish } = useAuthForm<RegisterValues>();
  const { run: register, pending } = useAuthAction(signUp);
  const rules = toFormRuleMap(registerRules(t));

  const showError = (error: unknown) => {
    if (isHandledElsewhere(error)) return;
    const fields = registerFieldErrors(error, t);
    form.setFields(fields);
    shake.shake(fields.map((field) => field.name));
    // With the fields marked, the banner points at them rather than repeating the server's text.
    feedback.announce("error", fields.length > 0 ? t("auth.errors.validation") : errorText(error, t));
  };

  // A registration does not sign in (spec §4): the new login is handed to the sign-in face.
  const submit = async ({ password2: _confirm, ...payload }: RegisterValues) => {
    const answer = await register(payload);
    if (answer.success) {
      feedback.announce("success", t("auth.register.success"));
      onRegistered(payload.login);
    } else if (answer.redirectTo) {
      void navigate(answer.redirectTo, { replace: true });
    } else {
      showError(answer.error);
    }
  };

  const blurShake = (field: TextField) => () => shake.shakeIfEmpty(field, form.getFieldValue(field));

  return (
    <Form<RegisterValues>
      {...formProps}
      form={form}
      name="register"
      onFinish={onFinish((values) => void submit(values))}
    >
      <FormFeedback feedback={feedback.current} onClose={feedback.clear} />
      <Form.Item name="login" label={t("auth.register.login")} rules={rules.login}>
        <Input autoComplete="username" className={shake.classFor("login")} onBlur={blurShake("login")} />
      </Form.Item>
      <Form.Item name="email" label={t("auth.register.email")} rules={rules.email}>
        {/* Not type="email": the browser's own check would block the submit before our messages show. */}
        <Input inputMode="email" autoComplete="email" className={shake.classFor("email")} onBlur={blurShake("email")} />
      </Form.Item>
      <Form.Item name="name" label={t("auth.register.name")} rules={rules.name}>
        <Input autoComplete="given-name" className={shake.classFor("name")} onBlur={blurShake("name")} />
      </Form.Item>
      <Form.Item name="surname" label={t("auth.register.surname")} rules={rules.surname}>
        <Input autoComplete="family-name" className={shake.classFor("surname")} onBlur={blurShake("surname")} />
      </Form.Item>
      <Form.Item name="password" label={t("auth.register.password")} rules={rules.password}>
        <PasswordInput
          autoComplete="new-password"
          className={shake.classFor("password")}
          onBlur={blurShake("password")}
        />
      </Form.Item>
      <Form.Item
        name="password2"
        label={t("auth.register.password2")}
        dependencies={["password"]}
        rules={rules.password2}
      >
        <PasswordInput
          autoComplete="new-password"
          className={shake.classFor("password2")}
          onBlur={blurShake("password2")}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t("auth.register.submit")}
      </Button>
    </Form>
  );
};
