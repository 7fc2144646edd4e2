import { cloneElement, type FocusEvent, type ReactElement } from "react";
import { useRequiredShake } from "./useRequiredShake";

export interface RequiredShakeProps {
  children: ReactElement<Record<string, unknown>>;
  required?: boolean;
  value?: unknown;
  [forwarded: string]: unknown;
}

const ownValue = (target: EventTarget): unknown =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target.value : undefined;

/** Between Form.Item and its control; passes value, onChange and id on and shakes an empty field on blur. */
export const RequiredShake = (props: RequiredShakeProps) => {
  const { children, required = true, ...forwarded } = props;
  const { className, checkEmpty } = useRequiredShake();
  const hasValue = Object.hasOwn(props, "value");

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Moving between parts of one control (e.g. an input and its clear button) is not leaving it.
    if (!required || (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) return;
    checkEmpty(hasValue ? props.value : ownValue(event.target));
  };

  return (
    <div className={className} onBlur={handleBlur}>
      {cloneElement(children, forwarded)}
    </div>
  );
};
