import { Select, type SelectProps } from "antd";

type FormItemAria = { "aria-required"?: unknown; "aria-invalid"?: unknown; "aria-describedby"?: unknown };

/**
 * A Select for Form.Item. Form.Item hands its control aria-required, aria-invalid and
 * aria-describedby, and antd's Select puts them on its wrapper <div>, where ARIA forbids them
 * (axe: aria-allowed-attr, critical). The asterisk and the error text below stay visible.
 */
export const FormSelect = <V,>(props: SelectProps<V> & FormItemAria) => {
  const selectProps: SelectProps<V> & FormItemAria = { ...props };
  delete selectProps["aria-required"];
  delete selectProps["aria-invalid"];
  delete selectProps["aria-describedby"];
  return <Select<V> {...selectProps} />;
};

export default FormSelect;
