import type { ValidationErrors } from "@refinedev/core";

export interface UnshownFieldError {
  key: string;
  message: string;
}

const messageOf = (value: ValidationErrors[string]): string | undefined => {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.join("; ");
  if (typeof value === "object") return value.message;
  return undefined;
};

/** The 422 errors of fields the form does not show (`shown`: its top-level names), for the dialog's alert. */
export const unshownFieldErrors = (
  errors: ValidationErrors | undefined,
  shown: readonly string[] | undefined,
): UnshownFieldError[] => {
  if (!shown) return [];
  const unshown: UnshownFieldError[] = [];
  for (const [key, value] of Object.entries(errors ?? {})) {
    const message = messageOf(value);
    if (message !== undefined && !shown.includes(key.split(".")[0] ?? key)) unshown.push({ key, message });
  }
  return unshown;
};

export const unshownLines = (unshown: readonly UnshownFieldError[]): string[] =>
  unshown.map(({ key, message }) => `${key}: ${message}`);

export type FormFieldPath = (string | number)[];
