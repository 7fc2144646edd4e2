import type { ReactNode } from "react";
import { Form, Switch } from "antd";
import type { NamePath } from "antd/es/form/interface";

interface SwitchItemProps {
  name: NamePath;
  label: ReactNode;
  /** what turning it on does, under the switch */
  help?: ReactNode;
}

export const SwitchItem = ({ name, label, help }: SwitchItemProps) => (
  <Form.Item name={name} label={label} valuePropName="checked" extra={help}>
    <Switch />
  </Form.Item>
);
