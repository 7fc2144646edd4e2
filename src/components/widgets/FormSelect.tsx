import { useEffect, useRef, type AriaAttributes } from "react";
import { Select, type RefSelectProps, type SelectProps } from "antd";

type FormItemAria = Pick<AriaAttributes, "aria-required" | "aria-invalid" | "aria-describedby">;

export type FormSelectProps<V = number | string> = SelectProps<V> & FormItemAria;

const isOn = (value: AriaAttributes["aria-required"] | AriaAttributes["aria-invalid"]): boolean =>
  value !== undefined && value !== false && value !== "false";

/**
 * A Select for Form.Item. Form.Item hands its control aria-required, aria-invalid and
 * aria-describedby, and antd's Select copies them onto its role-less wrapper div as well as the
 * combobox; axe rates the wrapper's copy critical (aria-allowed-attr). They are kept off the
 * props and set on the combobox alone, so assistive technology still hears the required state,
 * the error and its text.
 */
export const FormSelect = <V = number | string,>({
  "aria-required": required,
  "aria-invalid": invalid,
  "aria-describedby": describedBy,
  ...props
}: FormSelectProps<V>) => {
  const ref = useRef<RefSelectProps>(null);

  // No dependency list: antd re-renders the input on open/close and search, so re-assert each time.
  useEffect(() => {
    const input = ref.current?.nativeElement?.querySelector<HTMLInputElement>("input[role='combobox']");
    if (!input) return;
    if (isOn(required)) input.setAttribute("aria-required", "true");
    else input.removeAttribute("aria-required");
    if (isOn(invalid)) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
    if (describedBy) input.setAttribute("aria-describedby", describedBy);
    else input.removeAttribute("aria-describedby");
  });

  return <Select<V> ref={ref} {...props} />;
};

export default FormSelect;
