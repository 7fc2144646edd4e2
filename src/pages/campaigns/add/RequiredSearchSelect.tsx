import type { CSSProperties } from "react";
import { Form, type FormItemProps } from "antd";
import { FormSelect, type FormSelectProps } from "@/components/widgets/FormSelect";

interface RequiredSearchSelectProps<V> extends Omit<FormSelectProps<V>, "showSearch" | "optionFilterProp" | "style"> {
  name: FormItemProps["name"];
  label: string;
  requiredMessage: string;
  style?: CSSProperties;
}

/** Typing narrows the long option lists by title, not by the label (which may be a flag). */
export const RequiredSearchSelect = <V,>({
  name,
  label,
  requiredMessage,
  style,
  ...select
}: RequiredSearchSelectProps<V>) => (
  <Form.Item name={name} label={label} rules={[{ required: true, message: requiredMessage }]} style={style}>
    <FormSelect<V> showSearch optionFilterProp="title" {...select} />
  </Form.Item>
);
