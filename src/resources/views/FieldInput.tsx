import type { AriaAttributes, ReactElement } from "react";
import { useTranslate } from "@refinedev/core";
import { Form, Input, Select, Switch, type FormRule, type SelectProps } from "antd";
import { PasswordInput } from "@/components/form/PasswordInput";
import { NumberField, RequiredShake } from "@/components/widgets";
import { numberRule } from "@/components/form/numberRule";
import type { FieldSpec, ResourceDeclaration } from "@/registry/types";
import type { FormMode } from "./fieldValues";
import { fieldLabelKey } from "./keys";
import { maxLengthRule } from "@/components/form/textRules";

type Translate = ReturnType<typeof useTranslate>;

export interface FieldInputProps {
  resource: ResourceDeclaration;
  field: FieldSpec;
  mode: FormMode;
}

/**
 * Form.Item marks a required control with aria-required; antd's Select repeats it on its wrapper
 * div, where ARIA does not allow it (axe: aria-allowed-attr). The label's mark still says it.
 */
const SelectControl = ({ "aria-required": _required, ...props }: SelectProps & AriaAttributes) => <Select {...props} />;

const rulesFor = (field: FieldSpec, label: string, required: boolean, t: Translate): FormRule[] => {
  if (field.kind === "switch") return [];
  if (field.kind === "number")
    return [numberRule(t, { label, required, integer: field.integer, min: field.min, max: field.max })];
  const rules: FormRule[] = [];
  if (required)
    rules.push({
      required: true,
      whitespace: field.kind !== "select",
      message: t("def.resource.required", { field: label }),
    });
  if (field.kind === "select") return rules;
  if (field.min !== undefined)
    rules.push({ min: field.min, message: t("def.resource.min_length", { field: label, min: field.min }) });
  rules.push(maxLengthRule(t, label, field.max ?? (field.kind === "textarea" ? "text" : "name")));
  return rules;
};

const controlFor = (field: FieldSpec, t: Translate): ReactElement<Record<string, unknown>> => {
  switch (field.kind) {
    case "number":
      return <NumberField integer={field.integer} />;
    case "switch":
      return <Switch />;
    case "select":
      return <SelectControl options={field.options?.map((o) => ({ value: o.value, label: t(o.label) }))} />;
    case "textarea":
      return <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />;
    case "password":
      return <PasswordInput autoComplete="new-password" />;
    default:
      return <Input />;
  }
};

/**
 * One declared field as a form item. On edit a password is optional: left empty, the current one
 * stays (see toBody), so requiring it would force every edit to reset it.
 */
export const FieldInput = ({ resource, field, mode }: FieldInputProps) => {
  const t = useTranslate();
  const label = t(fieldLabelKey(resource, field.key));
  const keepsPassword = field.kind === "password" && mode === "edit";
  const required = !!field.required && !keepsPassword;
  const control = controlFor(field, t);

  return (
    <Form.Item
      name={field.key}
      label={label}
      required={required}
      valuePropName={field.kind === "switch" ? "checked" : "value"}
      rules={rulesFor(field, label, required, t)}
      extra={keepsPassword ? t("def.resource.password_keep") : undefined}
    >
      {field.kind === "switch" ? control : <RequiredShake required={required}>{control}</RequiredShake>}
    </Form.Item>
  );
};

export default FieldInput;
