import { useState } from "react";
import { UserAddOutlined } from "@ant-design/icons";
import { useInvalidate, useTranslate } from "@refinedev/core";
import { Alert, Button, Flex, Form, Input } from "antd";
import { Card } from "@/components/widgets";
import { useNavigate } from "react-router";
import { authEndpoints } from "@/api/endpoints/auth";
import { PasswordInput } from "@/components/form/PasswordInput";
import { Page } from "@/components/layout/Page";
import { errorText } from "@/lib/errorText";
import { toast } from "@/providers/notification";
import { registerFieldErrors } from "@/lib/authErrors";
import { useAnnounceErrors } from "@/components/form/announceErrors";
import { registerRules, type RegisterValues } from "@/lib/registerRules";
import { toFormRuleMap } from "@/components/form/toFormRules";
import { useHoldTypedWork } from "@/components/form/useHoldTypedWork";
import { useAuditLog } from "@/providers/useAuditLog";

const FIELDS = ["login", "email", "name", "surname", "password", "password2"] as const;
const AUTOCOMPLETE: Record<(typeof FIELDS)[number], string> = {
  login: "off",
  email: "off",
  name: "off",
  surname: "off",
  password: "new-password",
  password2: "new-password",
};

/**
 * /users/create (spec §2, OWNER only): a new console user under the sign-up rules of platform §5,
 * through POST /auth/register. The user starts NEW, waiting for approval; a login or e-mail that
 * exists is said under its field and everything typed stays.
 */
export const CreateUserPage = () => {
  const t = useTranslate();
  const announce = useAnnounceErrors();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<RegisterValues>();
  useHoldTypedWork(form);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const audit = useAuditLog();
  const rules = toFormRuleMap(registerRules(t));

  const submit = async ({ password2: _repeat, ...payload }: RegisterValues) => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    try {
      await authEndpoints.register({ ...payload, login: payload.login.trim(), email: payload.email.trim() });
      // The provider leaves the password out; the API answers no uuid, so the login names the record.
      audit({ resource: "users", action: "create", label: payload.login.trim(), data: payload });
      await invalidate({ resource: "users", invalidates: ["list"] });
      toast("success", t("users.create.success", { login: payload.login.trim() }));
      void navigate(`/users?list=users&q=${encodeURIComponent(payload.login.trim())}`);
    } catch (error) {
      console.error(error);
      const fields = registerFieldErrors(error, t);
      form.setFields(fields);
      if (fields.length === 0) setFailure(errorText(error, t("users.create.failed")));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page
      title={t("users.create.title")}
      description={t("users.create.description")}
      icon={<UserAddOutlined aria-hidden />}
    >
      <Card variant="borderless" style={{ maxWidth: 560 }}>
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
        <Form<RegisterValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          validateTrigger={submitted ? "onChange" : false}
          scrollToFirstError={{ focus: true, block: "center" }}
          onFinish={(values) => {
            setSubmitted(true);
            void submit(values);
          }}
          onFinishFailed={(failed) => {
            setSubmitted(true);
            announce(failed);
          }}
          disabled={saving}
        >
          {FIELDS.map((key) => (
            <Form.Item
              key={key}
              name={key}
              label={t(`auth.register.${key}`)}
              rules={rules[key]}
              dependencies={key === "password2" ? ["password"] : undefined}
            >
              {key === "password" || key === "password2" ? (
                <PasswordInput autoComplete={AUTOCOMPLETE[key]} />
              ) : (
                <Input autoComplete={AUTOCOMPLETE[key]} inputMode={key === "email" ? "email" : undefined} />
              )}
            </Form.Item>
          ))}
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t("users.create.submit")}
            </Button>
            <Button htmlType="button" onClick={() => void navigate("/users")}>
              {t("users.cancel")}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Page>
  );
};

export default CreateUserPage;
