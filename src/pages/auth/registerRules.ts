import type { FormRule } from "antd";

type Translate = (key: string) => string;

/** Spec §5 sign-up: login at least 4, password at least 8. */
export const LOGIN_MIN = 4;
export const PASSWORD_MIN = 8;

/**
 * The sign-up rules of platform §5 with their messages, shared by the sign-up tab and the
 * OWNER's create-user page, so a user is held to the same rules either way.
 */
export const registerRules = (
  t: Translate,
): Record<"login" | "email" | "name" | "surname" | "password" | "password2", FormRule[]> => ({
  login: [
    { required: true, message: t("auth.errors.login_is_empty") },
    { min: LOGIN_MIN, message: t("auth.errors.login_is_short") },
  ],
  email: [
    { required: true, message: t("auth.errors.email_is_require") },
    { type: "email", message: t("auth.errors.email_is_invalid") },
  ],
  name: [{ required: true, whitespace: true, message: t("auth.errors.name_is_require") }],
  surname: [{ required: true, whitespace: true, message: t("auth.errors.surname_is_require") }],
  password: [
    { required: true, message: t("auth.errors.password_is_empty") },
    { min: PASSWORD_MIN, message: t("auth.errors.password_is_short") },
  ],
  password2: [
    { required: true, message: t("auth.errors.password2_is_require") },
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        !value || value === getFieldValue("password")
          ? Promise.resolve()
          : Promise.reject(new Error(t("auth.errors.passwords_not_match"))),
    }),
  ],
});
