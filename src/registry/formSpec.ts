import type { TEXT_LIMITS } from "@/config";

/** Its records' `label` field, keyed by `value` (default id). */
export interface OptionsFrom {
  resource: string;
  /** the field an option reads as, or how a row reads */
  label: string | ((row: Record<string, unknown>) => string);
  value?: string;
}

/** One field of a declaration's form (FieldInput.tsx; docs/resources.md, Form fields). */
export interface FieldSpec {
  /** a dotted key names a nested field, which the form's `values` and `body` convert */
  key: string;
  /** `custom`: the page hands the control in (DeclaredForm's `controls`) */
  kind: "text" | "number" | "switch" | "select" | "radio" | "textarea" | "password" | "locale" | "custom";
  /** custom: drawn with no form item around it; nothing is sent for it */
  bare?: boolean;
  /** half the row from 576 px, or a quarter from 768 px */
  width?: "half" | "quarter";
  when?: { key: string; is: string };
  /** The translation key of what is wrong, or null; refusing an empty value makes the field required. */
  check?: (value: unknown, values: Record<string, unknown>) => string | null;
  heading?: string;
  label?: string;
  /** true, or the translation key of the field's own message when it is left empty */
  required?: boolean | string;
  help?: string;
  /** number: smallest value; text, textarea and password: fewest characters */
  min?: number;
  /** number: largest value; text, textarea and password: most characters (default: `limit`) */
  max?: number;
  minMessage?: string;
  /** text: the length limit by name (default "name"; a textarea "text") */
  limit?: keyof typeof TEXT_LIMITS;
  integer?: boolean;
  format?: "httpUrl" | "webScheme" | "twoLetters";
  formatMessage?: string;
  upper?: boolean;
  /** text: what is kept of each change as it is typed; spell checking is off */
  normalize?: (text: string) => string;
  /** text: a short code: at most this many characters, in a narrow box (unless it has a `width`) */
  chars?: number;
  placeholder?: string;
  inputMode?: "decimal" | "url";
  /** `label` is a translation key; without one the value is shown as it is */
  options?: readonly { value: string | number; label?: string }[];
  /** select: a value the record holds outside `options` is offered too (free text on the server) */
  openOptions?: boolean;
  optionsFrom?: OptionsFrom;
  only?: "standard";
  /** locale: the field holds and sends the locale's code (`country_language`) instead of its id */
  localeValue?: "code";
  initial?: string | number | boolean;
  emptyValue?: string | number | boolean;
}

/** A declaration's create/edit form; texts are translation keys read with the record, input and `vars`. */
export interface FormSpec {
  fields: readonly FieldSpec[];
  overlay?: "modal" | "drawer";
  texts?: {
    createTitle?: string;
    editTitle?: string;
    created?: string;
    updated?: string;
    failed?: string;
    add?: string;
    /** what a failure says when the server gave no words of its own (default: the request's message) */
    noReason?: string;
    /** a failure that is not the API's (default `noReason`) */
    unknown?: string;
  };
  /** how a failed save is told: an alert above the fields (default) or a toast of its reason alone */
  failure?: "alert" | "toast";
  /** where a 422 error about the wire's `key` shows, as a dot path, when the form names it otherwise */
  errorPath?: (key: string, values: Record<string, unknown>) => string;
  values?: (record: Record<string, unknown> | undefined) => Record<string, unknown>;
  body?: (values: Record<string, unknown>, record: Record<string, unknown> | undefined) => Record<string, unknown>;
  toastDetail?: string;
  toastMs?: number;
  width?: number;
  /** false: a click beside the modal does not close it, so a stray click loses no typing */
  maskClosable?: boolean;
}
