import type { FormRule } from "antd";
import { TEXT_LIMITS } from "@/config";

type Translate = (key: string, options?: Record<string, unknown>) => string;
export type TextLimit = keyof typeof TEXT_LIMITS;

/**
 * A length rule rather than the input's maxLength: a pasted 10,000-character value stays in the
 * field with the reason under it, instead of being cut without a word.
 */
export const maxLengthRule = (t: Translate, label: string, limit: TextLimit | number): FormRule => {
  const max = typeof limit === "number" ? limit : TEXT_LIMITS[limit];
  return { max, message: t("def.resource.max_length", { field: label, max }) };
};
