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

/**
 * On a 422, refine's server-side validation puts each field error under its input (a dot path such
 * as "disks.1.name" names a list item's field); the errors of fields the form does not show are
 * returned here, for the dialog's alert, so nothing the server said is lost. `shown` holds the
 * form's top-level input names; without it every field counts as shown.
 */
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
