import { UserAddOutlined } from "@ant-design/icons";
import { useInvalidate, useTranslate } from "@refinedev/core";
import { Alert, Button, Flex, Form, Input } from "antd";
import { Card } from "@/components/widgets/Card";
import { useNavigate } from "react-router";
import { authEndpoints } from "@/api/endpoints/auth";
import { PasswordInput } from "@/components/form/PasswordInput";
import { Page } from "@/components/layout/Page";
import { errorText } from "@/lib/errorText";
import { toast } from "@/providers/notification";
import { registerFieldErrors } from "@/lib/authErrors";
import { registerRules, type RegisterValues } from "@/lib/registerRules";
import { toFormRuleMap } from "@/components/form/toFormRules";
import { useActionForm } from "@/components/form/useActionForm";
import { useAuditLog } from "@/providers/useAuditLog";
import { userEndpoints } from "@/api/endpoints/users";
import { listFilterPath, recordUrl } from "@/registry/recordUrl";
import { LIST_PARAMS } from "@/lib/listParams";
import { users } from "@/registry/areas/users";
import { spotlight } from "../views/spotlightStore";

const FIELDS = ["login", "email", "name", "surname", "password", "password2"] as const;

/** /users/create (OWNER only): a NEW user through POST /auth/register under the sign-up rules. */
const CreateUserPage = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const audit = useAuditLog();
  const rules = toFormRuleMap(registerRules(t));

  const create = async ({ password2: _repeat, ...payload }: RegisterValues) => {
    const login = payload.login.trim();
    try {
      await authEndpoints.register({ ...payload, login, email: payload.email.trim() });
    } catch (error) {
      const fields = registerFieldErrors(error, t);
      // An error said under its fields needs no alert above them.
      if (fields.length === 0) throw error;
      console.error(error);
      form.setFields(fields);
      return;
    }
    // The provider leaves the password out; the API answers no uuid, so the login names the record.
    audit({ resource: "users", action: "create", label: login, data: payload });
    await invalidate({ resource: "users", invalidates: ["list"] });
    // The list finds the new uuid, so the toast opens the user and the list marks them.
    const found = await userEndpoints
      .list({ page: 1, size: 20, search: login })
      .then((page) => page.list.find((u) => u.login === login))
      .catch(() => undefined);
    const to = found && recordUrl(users, found.uuid);
    if (found) spotlight(users.name, found.uuid);
    toast(
      "success",
      t("users.create.success", { login }),
      undefined,
      undefined,
      undefined,
      to ? { to, label: t("def.record.open") } : undefined,
    );
    void navigate(listFilterPath(users, { [LIST_PARAMS.search]: login }));
  };
  const { form, formProps, busy, failure } = useActionForm<RegisterValues>({ fields: FIELDS, run: create });

  return (
    <Page
      title={t("users.create.title")}
      description={t("users.create.description")}
      icon={<UserAddOutlined aria-hidden />}
    >
      <Card variant="borderless" style={{ maxWidth: 560 }}>
        {failure && (
          <Alert
            type="error"
            showIcon
            message={errorText(failure.error, t("users.create.failed"))}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form<RegisterValues> {...formProps} requiredMark={false} disabled={busy}>
          {FIELDS.map((key) => (
            <Form.Item
              key={key}
              name={key}
              label={t(`auth.register.${key}`)}
              rules={rules[key]}
              dependencies={key === "password2" ? ["password"] : undefined}
            >
              {key.startsWith("password") ? (
                <PasswordInput autoComplete="new-password" />
              ) : (
                <Input autoComplete="off" inputMode={key === "email" ? "email" : undefined} />
              )}
            </Form.Item>
          ))}
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t("users.create.submit")}
            </Button>
            <Button htmlType="button" onClick={() => void navigate(users.routes.list)}>
              {t("users.cancel")}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Page>
  );
};

export default CreateUserPage;
