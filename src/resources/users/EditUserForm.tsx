import { useInvalidate, useTranslate } from "@refinedev/core";
import { Button, Form, Input } from "antd";
import { userEndpoints, type UserChanges } from "@/api/endpoints/users";
import type { User } from "@/api/types";
import { FormDefaults } from "@/components/form/FormDefaults";
import { SaveFailedAlert } from "@/components/form/SaveFailedAlert";
import { maxLengthRule } from "@/components/form/textRules";
import { useActionForm } from "@/components/form/useActionForm";
import { toast } from "@/providers/notification";
import { useAuditLog } from "@/providers/useAuditLog";
import { users } from "@/registry/areas/users";
import { useConflictCheck } from "../views/useConflictCheck";

type Values = Pick<User, "name" | "surname" | "email">;
const FIELDS = ["name", "surname", "email"] as const;

export const EditUserForm = ({ user }: { user: User }) => {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const audit = useAuditLog();
  const conflict = useConflictCheck({
    declaration: users,
    id: user.uuid,
    opened: user,
    labels: Object.fromEntries(FIELDS.map((key) => [key, t(`users.fields.${key}`)])),
    valuesOf: (stored) => Object.fromEntries(FIELDS.map((key) => [key, stored[key]])),
    mine: () => form.getFieldsValue(true),
    apply: (values) => form.setFieldsValue(values),
  });
  const write = async (values: Values) => {
    const changes: UserChanges = Object.fromEntries(
      FIELDS.filter((k) => values[k].trim() !== user[k]).map((k) => [k, values[k].trim()]),
    );
    if (Object.keys(changes).length === 0) {
      toast("info", t("users.edit.unchanged"));
      return;
    }
    await userEndpoints.update(user.uuid, changes);
    audit({
      resource: "users",
      action: "update",
      id: user.uuid,
      label: user.login,
      data: changes,
      previousData: { ...user },
    });
    await invalidate({ resource: "users", invalidates: ["list", "detail"], id: user.uuid });
    toast("success", t("users.edit.saved"));
  };
  const { form, formProps, busy, failure } = useActionForm<Values>({
    fields: FIELDS,
    run: async (typed) => {
      const checked = await conflict.beforeWrite(typed);
      if (!checked) return;
      if (checked !== typed) form.setFieldsValue(checked as Values);
      try {
        await write(checked as Values);
      } finally {
        conflict.afterWrite();
      }
    },
  });
  const rules = (key: (typeof FIELDS)[number]) => [
    { required: true, whitespace: true, message: t(`users.edit.required.${key}`) },
    ...(key === "email" ? [{ type: "email" as const, message: t("auth.errors.email_is_invalid") }] : []),
    maxLengthRule(t, t(`users.fields.${key}`), "name"),
  ];
  return (
    <>
      {conflict.notice()}
      {failure && <SaveFailedAlert title={t("users.edit.failed")} lines={failure.lines} />}
      <Form<Values>
        {...formProps}
        initialValues={{ name: user.name, surname: user.surname, email: user.email }}
        disabled={busy}
      >
        <FormDefaults />
        {FIELDS.map((key) => (
          <Form.Item key={key} name={key} label={t(`users.fields.${key}`)} rules={rules(key)}>
            <Input autoComplete="off" inputMode={key === "email" ? "email" : undefined} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={busy}>
          {t("users.edit.save")}
        </Button>
      </Form>
      {conflict.reviewDialog}
    </>
  );
};
