import { useState } from "react";
import { Button, Checkbox, Flex, Form, Input } from "antd";
import { useGo, useInvalidateAuthStore, useLogin, useTranslate } from "@refinedev/core";
import { ROUTES } from "@/api/navigation";
import type { LoginPayload } from "@/api/types";
import { TIMING } from "@/config";
import { PasswordInput } from "@/components/form/PasswordInput";
import { takeRememberedPage } from "@/providers/authRedirect";
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
  const t = useTranslate();
  const go = useGo();
  const invalidateAuthStore = useInvalidateAuthStore();
  const later = useTimeouts();
  const [form] = Form.useForm<LoginPayload>();
  const { feedback, shake, formProps, onFinish } = useAuthForm<LoginPayload>(
    handoff ? { type: "success", text: handoff.notice } : null,
  );
  const [leaving, setLeaving] = useState(false);

  // refine's check is refreshed only on the way out: refreshed earlier, a signed-in guard on
  // /auth would send the user to / before the 1 s success message and the remembered page.
  const leave = (to: string) => {
    go({ to, type: "replace" });
    void invalidateAuthStore();
  };

  const showError = (error: unknown) => {
    if (!isHandledElsewhere(error)) feedback.announce("error", loginErrorText(error, t));
  };

  // Passing onSuccess replaces refine's handler: messages, redirects and the store refresh are ours.
  const { mutate: login, isPending } = useLogin<LoginPayload>({
    mutationOptions: {
      onSuccess: (answer) => {
        if (answer.success) {
          feedback.announce("success", t("auth.login.success"));
          setLeaving(true);
          later(() => leave(takeRememberedPage()), TIMING.loginRedirectDelayMs);
        } else if (answer.redirectTo) {
          leave(answer.redirectTo);
        } else {
          showError(answer.error);
        }
      },
      onError: showError,
    },
  });

  return (
    <Form<LoginPayload>
      {...formProps}
      form={form}
      name="login"
      initialValues={{ login: handoff?.login, remember_me: true }}
      onFinish={onFinish((values) => login(values))}
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
        <Button type="link" onClick={() => go({ to: ROUTES.reset, type: "replace" })} style={{ paddingInline: 0 }}>
          {t("auth.login.forgot")}
        </Button>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={isPending || leaving}>
        {t("auth.login.submit")}
      </Button>
    </Form>
  );
};
