/** Plain checks rather than antd rules, so the signed-out forms need no antd Form; `required` marks aria-required. */
export interface FieldCheck<V> {
  (value: unknown, values: V): string | undefined;
  readonly required?: boolean;
}

export type FormChecks<V> = { readonly [K in keyof V]?: readonly FieldCheck<V>[] };

// async-validator's e-mail pattern (antd's `type: "email"`), so a value passes here exactly when it passed there.
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;
const EMAIL_MAX = 320;

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === "";

/** Only the required check speaks about an empty value; the others let it pass, as antd's rules do. */
const filled = (value: unknown): value is string => typeof value === "string" && value !== "";

export const required = <V>(message: string, { whitespace = false } = {}): FieldCheck<V> =>
  Object.assign(
    (value: unknown) => (isBlank(value) || (whitespace && /^\s+$/.test(String(value))) ? message : undefined),
    {
      required: true,
    },
  );

/** Counts characters, not UTF-16 units: an emoji is one character, as async-validator counts it. */
export const minLength =
  <V>(min: number, message: string): FieldCheck<V> =>
  (value) =>
    filled(value) && [...value].length < min ? message : undefined;

export const maxLength =
  <V>(max: number, message: string): FieldCheck<V> =>
  (value) =>
    filled(value) && [...value].length > max ? message : undefined;

export const email =
  <V>(message: string): FieldCheck<V> =>
  (value) =>
    filled(value) && !(value.length <= EMAIL_MAX && EMAIL.test(value)) ? message : undefined;

export const sameAs =
  <V>(other: keyof V, message: string): FieldCheck<V> =>
  (value, values) =>
    filled(value) && value !== values[other] ? message : undefined;

export const firstFailure = <V>(
  checks: readonly FieldCheck<V>[] | undefined,
  value: unknown,
  values: V,
): string | undefined => {
  for (const check of checks ?? []) {
    const message = check(value, values);
    if (message !== undefined) return message;
  }
  return undefined;
};

export const isRequired = <V>(checks: readonly FieldCheck<V>[] | undefined): boolean =>
  (checks ?? []).some((check) => check.required === true);
