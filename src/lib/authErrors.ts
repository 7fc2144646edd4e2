import { ApiError } from "@/api/apiError";

type Translate = (key: string) => string;

const REGISTER_SERVER_FIELDS = ["login", "email", "name", "surname", "password"] as const;
type RegisterServerField = (typeof REGISTER_SERVER_FIELDS)[number];

interface FieldError {
  name: RegisterServerField;
  errors: string[];
}

/** A status marker is answered with a redirect: the screen stays silent. */
export const isHandledElsewhere = (error: unknown): boolean => error instanceof ApiError && error.kind === "marker";

const serverText = (error: unknown): string | undefined => {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
};

/** Sign-in: 401 is "invalid credentials"; other errors say what they are; else unknown. */
export const loginErrorText = (error: unknown, t: Translate): string => {
  if (error instanceof ApiError && error.status === 401) return t("auth.errors.invalid_credentials");
  return serverText(error) ?? t("auth.errors.unknown");
};

export const errorText = (error: unknown, t: Translate): string => serverText(error) ?? t("auth.errors.unknown");

const mentionsExisting = (text: string, subject: string): boolean => {
  const lower = text.toLowerCase();
  return lower.includes(subject) && lower.includes("exist");
};

/** Sign-up: the server's field errors mark their fields; "exists" messages get our own wording. */
export const registerFieldErrors = (error: unknown, t: Translate): FieldError[] => {
  const byField = new Map<RegisterServerField, string>();
  if (error instanceof ApiError && error.fieldErrors) {
    for (const field of REGISTER_SERVER_FIELDS) {
      const text = error.fieldErrors[field];
      if (text) byField.set(field, text);
    }
  }
  const messages = [serverText(error), byField.get("login"), byField.get("email")].filter((text): text is string =>
    Boolean(text),
  );
  if (messages.some((text) => mentionsExisting(text, "login"))) byField.set("login", t("auth.errors.login_exists"));
  if (messages.some((text) => mentionsExisting(text, "email"))) byField.set("email", t("auth.errors.email_exists"));
  return [...byField].map(([name, text]) => ({ name, errors: [text] }));
};
