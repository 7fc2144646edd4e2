import { useCallback } from "react";
import { useShake } from "@/components/form/useShake";

interface RequiredShake {
  className: string | undefined;
  checkEmpty: (value: unknown) => void;
}

const FIELD = "required";

/** Empty means nothing to submit: blank text, no selection, or an empty list (e.g. chips). */
const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

export const useRequiredShake = (): RequiredShake => {
  const { classFor, shake } = useShake();
  const checkEmpty = useCallback(
    (value: unknown) => {
      if (isEmptyValue(value)) shake([FIELD]);
    },
    [shake],
  );
  return { className: classFor(FIELD), checkEmpty };
};
