import { Input, type InputProps } from "antd";
import { cleanNumberText } from "./numberText";

export interface NumberFieldProps extends Omit<InputProps, "value" | "onChange" | "type"> {
  value?: string | number | null;
  /** the cleaned text; parseNumberText turns it into a number */
  onChange?: (value: string) => void;
  allowDecimal?: boolean;
  allowNegative?: boolean;
}

/**
 * A text input rather than type="number": browsers let a number input hold "007" and report
 * no value for half-typed text, so leading zeros could not be stripped as the spec asks.
 */
export const NumberField = ({
  value,
  onChange,
  allowDecimal = true,
  allowNegative = false,
  ...inputProps
}: NumberFieldProps) => (
  <Input
    inputMode={allowDecimal ? "decimal" : "numeric"}
    {...inputProps}
    value={value === null || value === undefined ? "" : String(value)}
    onChange={(event) => onChange?.(cleanNumberText(event.target.value, { allowDecimal, allowNegative }))}
  />
);

export default NumberField;
