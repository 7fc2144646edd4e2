import { useTranslate } from "@refinedev/core";
import { Form, Input, type FormRule, type InputProps } from "antd";
import { RequiredShake } from "@/components/widgets";
import { maxLengthRule, type TextLimit } from "./textRules";

interface RequiredTextItemProps {
  name: string;
  label: string;
  /** translation key of the message for an empty (or blank) field */
  requiredKey: string;
  limit: TextLimit;
  /** the input's own props (placeholder, inputMode...); autocomplete is off unless given */
  input?: InputProps;
  /** checks of the value's form (a web address, a code), after required and the length */
  rules?: FormRule[];
}

/**
 * A required text field of a dialog: empty or only spaces is refused with its message, a value
 * over the limit with the length message, and leaving it empty shakes it.
 */
export const RequiredTextItem = ({ name, label, requiredKey, limit, input, rules = [] }: RequiredTextItemProps) => {
  const t = useTranslate();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, whitespace: true, message: t(requiredKey) }, maxLengthRule(t, label, limit), ...rules]}
    >
      <RequiredShake>
        <Input autoComplete="off" {...input} />
      </RequiredShake>
    </Form.Item>
  );
};
