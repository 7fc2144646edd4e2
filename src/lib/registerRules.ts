import type { RegisterPayload } from "@/api/types";
import { TEXT_LIMITS } from "@/config";
import { email, maxLength, minLength, required, sameAs, type FieldCheck } from "@/lib/fieldChecks";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Sign-up: login at least 4, password at least 8; login, name and surname at most 100 (docs/api.md). */
const LOGIN_MIN = 4;
const PASSWORD_MIN = 8;

export interface RegisterValues extends RegisterPayload {
  password2: string;
}

/** Sign-up rules shared by the sign-up tab and the OWNER's create-user page. */
export const registerRules = (t: Translate): Record<keyof RegisterValues, FieldCheck<RegisterValues>[]> => ({
  login: [
    required(t("auth.errors.login_is_empty")),
    minLength(LOGIN_MIN, t("auth.errors.login_is_short")),
    maxLength(TEXT_LIMITS.name, t("auth.errors.login_is_long", { max: TEXT_LIMITS.name })),
  ],
  email: [required(t("auth.errors.email_is_require")), email(t("auth.errors.email_is_invalid"))],
  name: [
    required(t("auth.errors.name_is_require"), { whitespace: true }),
    maxLength(TEXT_LIMITS.name, t("auth.errors.name_is_long", { max: TEXT_LIMITS.name })),
  ],
  surname: [
    required(t("auth.errors.surname_is_require"), { whitespace: true }),
    maxLength(TEXT_LIMITS.name, t("auth.errors.surname_is_long", { max: TEXT_LIMITS.name })),
  ],
  password: [required(t("auth.errors.password_is_empty")), minLength(PASSWORD_MIN, t("auth.errors.password_is_short"))],
  password2: [
    required(t("auth.errors.password2_is_require")),
    sameAs("password", t("auth.errors.passwords_not_match")),
  ],
});
