import type { TEXT_LIMITS } from "@/config";

/** Options read from another resource: its records' `label` field, keyed by `value` (default id). */
export interface OptionsFrom {
  resource: string;
  label: string;
  value?: string;
}

/** One field of a declaration's create/edit form (src/resources/views/FieldInput.tsx; docs/resources.md, Form fields). */
export interface FieldSpec {
  /** field key in the record and the request body; a dotted one names a nested field, which the form's `values` and `body` convert */
  key: string;
  /** `locale`: the locale picker with flags; `custom`: the page hands the control in (DeclaredForm's `controls`) */
  kind: "text" | "number" | "switch" | "select" | "radio" | "textarea" | "password" | "locale" | "custom";
  /** custom: the control is drawn as it is, with no form item of the field's around it: it names its own inputs or only shows something (a preview); nothing is sent for it */
  bare?: boolean;
  /** half the row on a screen from 576 px (a pair of short fields side by side), or a quarter from 768 px */
  width?: "half" | "quarter";
  /** shown only while the field `key` holds `is` (a field of one type of record) */
  when?: { key: string; is: string };
  /** The translation key of what is wrong, or null; refusing an empty value makes the field required. */
  check?: (value: unknown, values: Record<string, unknown>) => string | null;
  /** translation key of a heading above the field: a group of fields starts here */
  heading?: string;
  /** the label's translation key (default `<section>.fields.<key>`) */
  label?: string;
  /** true, or the translation key of the field's own message when it is left empty */
  required?: boolean | string;
  /** translation key of a hint under the input */
  help?: string;
  /** number: smallest allowed value; text, textarea and password: fewest characters */
  min?: number;
  /** number: largest allowed value; text, textarea and password: most characters (default: `limit`) */
  max?: number;
  /** number: translation key of the message for a value under `min` */
  minMessage?: string;
  /** text: the length limit by name (default "name"; a textarea "text") */
  limit?: keyof typeof TEXT_LIMITS;
  /** number: whole numbers only */
  integer?: boolean;
  /** text: what the value must look like (a web address with http or https; a path or such an address; two Latin letters) */
  format?: "httpUrl" | "webScheme" | "twoLetters";
  /** translation key of the message when `format` fails (default the format's own) */
  formatMessage?: string;
  /** text: letters become capitals as they are typed (a code) */
  upper?: boolean;
  /** text: what is kept of each change as it is typed (an id's allowed characters); spell checking is off */
  normalize?: (text: string) => string;
  /** text: a short code: the input takes no more characters than this, in a narrow box (unless it has a `width`) */
  chars?: number;
  /** translation key of the empty input's placeholder */
  placeholder?: string;
  /** text: the keyboard a phone offers (a web address's is the default of `format: "httpUrl"`) */
  inputMode?: "decimal" | "url";
  /** select and radio: `label` is a translation key; without one the value is shown as it is */
  options?: readonly { value: string | number; label?: string }[];
  /** select: a value the record holds outside `options` is offered too (free text on the server) */
  openOptions?: boolean;
  /** select: the options are another resource's records, read with refine's useSelect */
  optionsFrom?: OptionsFrom;
  /** locale: STANDARD locales only */
  only?: "standard";
  /** locale: the field holds and sends the locale's code (`country_language`) instead of its id */
  localeValue?: "code";
  initial?: string | number | boolean;
  /** the value sent when the field is left empty (a number's default) */
  emptyValue?: string | number | boolean;
}

/** A declaration's create/edit form; texts are translation keys read with the record, input and `vars`. */
export interface FormSpec {
  fields: readonly FieldSpec[];
  /** a dialog over the list (default) or a drawer beside it */
  overlay?: "modal" | "drawer";
  texts?: {
    createTitle?: string;
    editTitle?: string;
    created?: string;
    updated?: string;
    failed?: string;
    /** a new record's submit button, where it says more than Save ("Add") */
    add?: string;
    /** what a failure says when the server gave no words of its own (default: the request's message) */
    noReason?: string;
    /** what a failure that is not the API's says (an answer the console cannot read; default `noReason`) */
    unknown?: string;
  };
  /** how a failed save is told: an alert above the fields (default) or a toast of its reason alone */
  failure?: "alert" | "toast";
  /** where a 422 error about the wire's `key` shows, as a dot path, when the form names it otherwise */
  errorPath?: (key: string, values: Record<string, unknown>) => string;
  /** Starting values from the record and the body to send, for a form that is not the record's fields one to one. */
  values?: (record: Record<string, unknown> | undefined) => Record<string, unknown>;
  body?: (values: Record<string, unknown>, record: Record<string, unknown> | undefined) => Record<string, unknown>;
  /** a sent field the success toast shows under its message (the record's address) */
  toastDetail?: string;
  /** how long the success toast stays, in milliseconds (default the console's) */
  toastMs?: number;
  width?: number;
  /** false: a click beside the modal does not close it (a long form's typing is not lost to a stray click) */
  maskClosable?: boolean;
}
