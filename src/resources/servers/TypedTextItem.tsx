import { useTranslate } from "@refinedev/core";
import { Form, Input, type FormItemProps, type InputProps } from "antd";
import type { ServerType } from "@/api/types/servers";
import { maxLengthRule, type TextLimit } from "@/components/form/textRules";
import { typedRule } from "./ruleResult";

interface TypedTextItemProps {
  name: FormItemProps["name"];
  label: string;
  /** the serverForm check for the server's type */
  check: (type: ServerType, value: string) => string | null;
  limit: TextLimit;
  /** the input's own props (inputMode, placeholder); autocomplete is off */
  input: InputProps;
}

/**
 * A text field whose check depends on the server's type (the IP, the update link), with its length
 * limit. It is starred for the types whose check refuses it empty (DEDIK), so star and check agree.
 */
export const TypedTextItem = ({ name, label, check, limit, input }: TypedTextItemProps) => {
  const t = useTranslate();
  const type = Form.useWatch<ServerType>("type");
  return (
    <Form.Item
      name={name}
      label={label}
      required={check(type, "") !== null}
      rules={[typedRule(t, check), maxLengthRule(t, label, limit)]}
    >
      <Input autoComplete="off" {...input} />
    </Form.Item>
  );
};
