import { Input, type InputProps } from "antd";
import { cleanNumberText } from "@/lib/numberText";

export interface NumberFieldProps extends Omit<InputProps, "value" | "onChange" | "type"> {
  value?: string | number | null;
  onChange?: (value: string) => void;
  /** whole numbers only: sets the mobile keyboard; the form's numberRule refuses decimals */
  integer?: boolean;
}

/** A text input, not type="number", which hides half-typed text and keeps "007". */
export const NumberField = ({ value, onChange, integer = false, ...inputProps }: NumberFieldProps) => (
  <Input
    inputMode={integer ? "numeric" : "decimal"}
    {...inputProps}
    value={value === null || value === undefined ? "" : String(value)}
    onChange={(event) => onChange?.(cleanNumberText(event.target.value))}
  />
);
