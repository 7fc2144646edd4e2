import type { AriaAttributes, ReactElement } from "react";
import { useTranslate } from "@refinedev/core";
import { useResourceOptions } from "./useResourceOptions";
import { Form, Input, Radio, Select, Switch, type FormRule, type SelectProps } from "antd";
import { PasswordInput } from "@/components/form/PasswordInput";
import { NumberField, RequiredShake } from "@/components/widgets";
import { numberRule } from "@/components/form/numberRule";
import { httpUrlRule, maxLengthRule, twoLetterRule } from "@/components/form/textRules";
import { LocaleSelect, type LocaleSelectProps } from "@/components/locale";
import { useLocales } from "@/components/locale/useLocales";
import type { FieldSpec, ResourceDeclaration } from "@/registry/types";
import type { FormMode } from "./fieldValues";
import { fieldLabelKey } from "./keys";

type Translate = ReturnType<typeof useTranslate>;

export interface FieldInputProps {
  resource: ResourceDeclaration;
  field: FieldSpec;
  mode: FormMode;
  /** the control of a `custom` field, from the page */
  control?: ReactElement<Record<string, unknown>>;
}

/**
 * Form.Item marks a required control with aria-required; antd's Select repeats it on its wrapper
 * div, where ARIA does not allow it (axe: aria-allowed-attr). The label's mark still says it.
 */
const SelectControl = ({ "aria-required": _required, ...props }: SelectProps & AriaAttributes) => <Select {...props} />;

/** A select whose options are another resource's records. */
const ResourceSelect = ({ from, ...props }: { from: NonNullable<FieldSpec["optionsFrom"]> } & SelectProps) => (
  <SelectControl {...useResourceOptions(from)} {...props} />
);

const LocaleControl = (props: Omit<LocaleSelectProps, "locales">) => <LocaleSelect locales={useLocales()} {...props} />;

const rulesFor = (field: FieldSpec, label: string, required: boolean, t: Translate): FormRule[] => {
  if (field.kind === "switch") return [];
  if (field.kind === "number") {
    const { integer, min, max } = field;
    const minMessage = field.minMessage && t(field.minMessage);
    return [numberRule(t, { label, required, integer, min, max, minMessage })];
  }
  const rules: FormRule[] = [];
  if (required) {
    const message =
      typeof field.required === "string" ? t(field.required) : t("def.resource.required", { field: label });
    // Only a text is checked for blanks: with `whitespace` set, async-validator tests the value as a string.
    const text = field.kind !== "select" && field.kind !== "locale" && field.kind !== "custom";
    rules.push({ required: true, message, ...(text && { whitespace: true }) });
  }
  if (field.kind !== "text" && field.kind !== "textarea" && field.kind !== "password") return rules;
  if (field.min !== undefined)
    rules.push({ min: field.min, message: t("def.resource.min_length", { field: label, min: field.min }) });
  rules.push(maxLengthRule(t, label, field.max ?? field.limit ?? (field.kind === "textarea" ? "text" : "name")));
  if (field.format === "httpUrl") rules.push(httpUrlRule(t, label));
  if (field.format === "twoLetters")
    rules.push(twoLetterRule(t(field.formatMessage ?? "def.resource.two_letters", { field: label })));
  return rules;
};

const controlFor = (field: FieldSpec, t: Translate): ReactElement<Record<string, unknown>> => {
  const options = field.options?.map((o) => ({ value: o.value, label: t(o.label) }));
  switch (field.kind) {
    case "number":
      return <NumberField integer={field.integer} />;
    case "switch":
      return <Switch />;
    case "select":
      return field.optionsFrom ? <ResourceSelect from={field.optionsFrom} /> : <SelectControl options={options} />;
    case "radio":
      return <Radio.Group optionType="button" options={options} />;
    case "locale":
      return <LocaleControl only={field.only} />;
    case "textarea":
      return <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />;
    case "password":
      return <PasswordInput autoComplete="new-password" />;
    case "custom":
      throw new Error(`The form needs a control for its custom field "${field.key}"`);
    default:
      return (
        <Input
          autoComplete="off"
          maxLength={field.chars}
          style={field.chars ? { width: 120 } : undefined}
          {...(field.format === "httpUrl" && { inputMode: "url", placeholder: "https://" })}
        />
      );
  }
};

/**
 * One declared field as a form item. On edit a password is optional: left empty, the current one
 * stays (see toBody), so requiring it would force every edit to reset it.
 */
export const FieldInput = ({ resource, field, mode, control }: FieldInputProps) => {
  const t = useTranslate();
  const label = t(field.label ?? fieldLabelKey(resource, field.key));
  const keepsPassword = field.kind === "password" && mode === "edit";
  const required = !!field.required && !keepsPassword;
  const input = field.kind === "custom" && control ? control : controlFor(field, t);
  const bare = field.kind === "switch" || field.kind === "radio";

  return (
    <Form.Item
      name={field.key}
      label={label}
      required={required}
      valuePropName={field.kind === "switch" ? "checked" : "value"}
      normalize={field.upper ? (value: string) => value.toUpperCase() : undefined}
      rules={rulesFor(field, label, required, t)}
      extra={keepsPassword ? t("def.resource.password_keep") : field.help && t(field.help)}
    >
      {bare ? input : <RequiredShake required={required}>{input}</RequiredShake>}
    </Form.Item>
  );
};

export default FieldInput;
