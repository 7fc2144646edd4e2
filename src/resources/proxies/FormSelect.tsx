import { useEffect, useRef, type AriaAttributes } from "react";
import { Select, type RefSelectProps, type SelectProps } from "antd";

export type FormSelectProps = SelectProps<number | string> & Pick<AriaAttributes, "aria-required" | "aria-invalid">;

/**
 * A Select for Form.Item. Form.Item hands aria-required and aria-invalid to its control, and
 * antd's Select puts them on its role-less wrapper div as well as on the combobox, which axe
 * reports as a critical error. They are kept off the props and set on the combobox alone.
 */
export const FormSelect = ({ "aria-required": required, "aria-invalid": invalid, ...props }: FormSelectProps) => {
  const ref = useRef<RefSelectProps>(null);

  useEffect(() => {
    const input = ref.current?.nativeElement?.querySelector<HTMLInputElement>("input[role='combobox']");
    if (!input) return;
    const set = (name: string, value: AriaAttributes["aria-required"]) =>
      value === undefined || value === false || value === "false" ? input.removeAttribute(name) : input.setAttribute(name, "true");
    set("aria-required", required);
    set("aria-invalid", invalid === "grammar" || invalid === "spelling" ? true : invalid);
  });

  return <Select ref={ref} {...props} />;
};

export default FormSelect;
