import { useState } from "react";
import { Button, Checkbox, Flex, Form } from "antd";
import { Input } from "@/components/form/BaseInput";
import { useNavigate } from "react-router";
import { ROUTES } from "@/api/redirect";
import type { LoginPayload } from "@/api/types";
import { TIMING } from "@/config";
import { PasswordInput } from "@/components/form/PasswordInput";
import { takeRememberedPage } from "@/providers/authRedirect";
import { useT } from "@/providers/useT";
import { signIn, useAuthAction } from "./authActions";
import { isHandledElsewhere, loginErrorText } from "./authErrors";
import { FormFeedback } from "./FormFeedback";
import { useAuthForm } from "./useAuthForm";
import { useTimeouts } from "./useTimeouts";

const MIN_LENGTH = 4;

export interface LoginFormProps {
  /** Set after a sign-up: the new login is filled in and the success notice stays in view. */
  handoff?: { login: string; notice: string };
}

export const LoginForm = ({ handoff }: LoginFormProps) => {
  const t = useT();
  const navigate = useNavigate();
  const later = useTimeouts();
  const [form] = Form.useForm<LoginPayload>();
  const { feedback, shake, formProps, onFinish } = useAuthForm<LoginPayload>(
    handoff ? { type: "success", text: handoff.notice } : null,
  );
  const { run: login, pending } = useAuthAction(signIn);
  const [leaving, setLeaving] = useState(false);

  const go = (to: string) => void navigate(to, { replace: true });

  const submit = async (values: LoginPayload) => {
    const answer = await login(values);
    if (answer.success) {
      feedback.announce("success", t("auth.login.success"));
      setLeaving(true);
      later(() => go(takeRememberedPage()), TIMING.loginRedirectDelayMs);
    } else if (answer.redirectTo) {
      // NEW / BANNED: their own screen says it all, so nothing is shown here.
      go(answer.redirectTo);
    } else if (!isHandledElsewhere(answer.error)) {
      feedback.announce("error", loginErrorText(answer.error, t));
    }
  };

  return (
    <Form<LoginPayload>
      {...formProps}
      form={form}
      name="login"
      initialValues={{ login: handoff?.login, remember_me: true }}
      onFinish={onFinish((values) => void submit(values))}
    >
      <FormFeedback feedback={feedback.current} onClose={feedback.clear} />
      <Form.Item
        name="login"
        label={t("auth.login.login")}
        rules={[{ required: true, min: MIN_LENGTH, message: t("auth.errors.login_is_require") }]}
      >
        <Input
          autoComplete="username"
          className={shake.classFor("login")}
          onBlur={() => shake.shakeIfEmpty("login", form.getFieldValue("login"))}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t("auth.login.password")}
        rules={[{ required: true, min: MIN_LENGTH, message: t("auth.errors.password_is_require") }]}
      >
        <PasswordInput
          autoComplete="current-password"
          className={shake.classFor("password")}
          onBlur={() => shake.shakeIfEmpty("password", form.getFieldValue("password"))}
        />
      </Form.Item>
      <Flex justify="space-between" align="baseline" wrap>
        <Form.Item name="remember_me" valuePropName="checked">
          <Checkbox>{t("auth.login.remember_me")}</Checkbox>
        </Form.Item>
        <Button type="link" onClick={() => go(ROUTES.reset)} style={{ paddingInline: 0 }}>
          {t("auth.login.forgot")}
        </Button>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={pending || leaving}>
        {t("auth.login.submit")}
      </Button>
    </Form>
  );
};
