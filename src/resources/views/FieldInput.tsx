import { Fragment, type ReactElement, type ReactNode } from "react";
import { useTranslate, type BaseRecord } from "@refinedev/core";
import { Col, Form, Input, Radio, Row, Switch, Typography, type FormRule, type SelectProps } from "antd";
import { PasswordInput } from "@/components/form/PasswordInput";
import { FormSelect } from "@/components/widgets/FormSelect";
import { NumberField } from "@/components/widgets/NumberField";
import { RequiredShake } from "@/components/widgets/RequiredShake";
import { numberRule } from "@/components/form/numberRule";
import { httpUrlRule, maxLengthRule, twoLetterRule, webSchemeRule } from "@/components/form/textRules";
import { LocaleSelect, type LocaleSelectProps } from "@/components/locale";
import { useLocales } from "@/components/locale/useLocales";
import type { FieldSpec, FormSpec, OptionsFrom, ResourceDeclaration } from "@/registry/types";
import type { FormMode } from "./fieldValues";
import { fieldLabelKey } from "./keys";
import { useResourceOptions } from "./useResourceOptions";

type Translate = ReturnType<typeof useTranslate>;

interface FieldInputProps {
  resource: ResourceDeclaration;
  field: FieldSpec;
  mode: FormMode;
  control?: ReactElement<Record<string, unknown>>;
  stored?: unknown;
}

const ResourceSelect = ({ from, ...props }: { from: OptionsFrom } & SelectProps) => (
  <FormSelect {...useResourceOptions(from)} {...props} />
);

type LocaleControlProps = Omit<LocaleSelectProps, "locales" | "value" | "onChange"> & {
  byCode?: boolean;
  value?: number | string | null;
  onChange?: (value: number | string) => void;
};

/** The locale picker; a field that holds the locale's code maps it to the picker's ids and back. */
const LocaleControl = ({ byCode, value, onChange, ...props }: LocaleControlProps) => {
  const locales = useLocales();
  if (!byCode) return <LocaleSelect locales={locales} value={value as number | null} onChange={onChange} {...props} />;
  const id = locales.all.find((l) => l.code === value)?.id ?? null;
  const pick = (picked: number) => onChange?.(locales.byId.get(picked)?.code ?? "");
  return <LocaleSelect locales={locales} value={id} onChange={pick} {...props} />;
};

const rulesFor = (field: FieldSpec, label: string, required: boolean, t: Translate): FormRule[] => {
  const { check } = field;
  if (check) {
    const checked: FormRule = ({ getFieldsValue }) => ({
      validator: (_, value: unknown) => {
        const key = check(value, getFieldsValue(true) as Record<string, unknown>);
        return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
      },
    });
    return [checked, ...rulesFor({ ...field, check: undefined, required: false }, label, false, t)];
  }
  if (field.kind === "switch") return [];
  if (field.kind === "number") {
    const { integer, min, max } = field;
    const minMessage = field.minMessage && t(field.minMessage, { min });
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
  if (field.format === "webScheme") rules.push(webSchemeRule(t, label));
  if (field.format === "twoLetters")
    rules.push(twoLetterRule(t(field.formatMessage ?? "def.resource.two_letters", { field: label })));
  return rules;
};

const optionsOf = (field: FieldSpec, t: Translate, stored: unknown) => {
  const options = (field.options ?? []).map((o) => ({ value: o.value, label: o.label ? t(o.label) : String(o.value) }));
  const extra = field.openOptions && (typeof stored === "string" || typeof stored === "number") && stored !== "";
  return extra && !options.some((o) => o.value === stored)
    ? [...options, { value: stored, label: String(stored) }]
    : options;
};

const controlFor = (field: FieldSpec, t: Translate, stored: unknown): ReactElement<Record<string, unknown>> => {
  const options = optionsOf(field, t, stored);
  const placeholder = field.placeholder && t(field.placeholder);
  switch (field.kind) {
    case "number":
      return <NumberField integer={field.integer} placeholder={placeholder} />;
    case "switch":
      return <Switch />;
    case "select":
      return field.optionsFrom ? (
        <ResourceSelect from={field.optionsFrom} placeholder={placeholder} />
      ) : (
        <FormSelect options={options} placeholder={placeholder} />
      );
    case "radio":
      return <Radio.Group optionType="button" options={options} />;
    case "locale":
      return <LocaleControl only={field.only} byCode={field.localeValue === "code"} />;
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
          style={field.chars && !field.width ? { width: 120 } : undefined}
          {...(field.format === "httpUrl" && { inputMode: "url", placeholder: "https://" })}
          {...(field.inputMode && { inputMode: field.inputMode })}
          {...(placeholder && { placeholder })}
          {...(field.normalize && { spellCheck: false })}
        />
      );
  }
};

/** On edit a password is optional: left empty, the current one stays. */
const FieldInput = ({ resource, field, mode, control, stored }: FieldInputProps) => {
  const t = useTranslate();
  const label = t(field.label ?? fieldLabelKey(resource, field.key));
  const keepsPassword = field.kind === "password" && mode === "edit";
  // A check that refuses nothing typed makes the field required while it does (a DEDIK server's IP).
  const refusesEmpty = Form.useWatch(
    (values: Record<string, unknown>) => !!field.check && field.check("", values) !== null,
  );
  const required = (!!field.required && !keepsPassword) || refusesEmpty === true;
  if (field.bare && control) return control;
  const input = field.kind === "custom" && control ? control : controlFor(field, t, stored);
  const unshaken = field.kind === "switch" || field.kind === "radio";
  const clean = field.normalize ?? (field.upper ? (text: string) => text.toUpperCase() : undefined);

  return (
    <Form.Item
      name={field.key.split(".")}
      label={label}
      required={required}
      valuePropName={field.kind === "switch" ? "checked" : "value"}
      normalize={clean && ((value: string | undefined) => clean(value ?? ""))}
      rules={rulesFor(field, label, required, t)}
      extra={keepsPassword ? t("def.resource.password_keep") : field.help && t(field.help)}
    >
      {unshaken ? input : <RequiredShake required={required}>{input}</RequiredShake>}
    </Form.Item>
  );
};

const SPANS = { half: { xs: 24, sm: 12 }, quarter: { xs: 24, sm: 12, md: 6 } } as const;

const Shown = ({ when, children }: { when: NonNullable<FieldSpec["when"]>; children: ReactNode }) =>
  Form.useWatch<unknown>(when.key) === when.is ? children : null;

export const FormFields = ({
  declaration,
  mode,
  record,
  controls,
}: {
  declaration: ResourceDeclaration & { form: FormSpec };
  mode: FormMode;
  record?: BaseRecord;
  controls?: Record<string, ReactElement<Record<string, unknown>>>;
}) => {
  const t = useTranslate();
  const { fields } = declaration.form;
  return (
    <Row gutter={16}>
      {fields.map((field, at) => {
        const item = (
          <Col {...(field.width ? SPANS[field.width] : { span: 24 })}>
            <FieldInput
              resource={declaration}
              field={field}
              mode={mode}
              control={controls?.[field.key]}
              stored={record?.[field.key]}
            />
          </Col>
        );
        return (
          <Fragment key={field.key}>
            {field.heading && (
              <Col span={24}>
                {/* A list of rows above has no item margin of its own. */}
                <Typography.Title level={3} style={{ fontSize: 14, marginTop: fields[at - 1]?.bare ? 20 : 4 }}>
                  {t(field.heading)}
                </Typography.Title>
              </Col>
            )}
            {field.when ? <Shown when={field.when}>{item}</Shown> : item}
          </Fragment>
        );
      })}
    </Row>
  );
};
