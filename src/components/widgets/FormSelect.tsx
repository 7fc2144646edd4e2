import { useEffect, useRef, type AriaAttributes } from "react";
import { Select, type RefSelectProps, type SelectProps } from "antd";

type FormItemAria = Pick<AriaAttributes, "aria-required" | "aria-invalid" | "aria-describedby">;

export type FormSelectProps<V = number | string> = SelectProps<V> & FormItemAria;

const isOn = (value: AriaAttributes["aria-required"] | AriaAttributes["aria-invalid"]): boolean =>
  value !== undefined && value !== false && value !== "false";

/** antd copies Form.Item's aria attributes onto its wrapper div (an axe violation): they go on the combobox alone. */
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
