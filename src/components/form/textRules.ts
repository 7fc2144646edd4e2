import type { FormRule } from "antd";
import { TEXT_LIMITS } from "@/config";
import { hasForeignScheme, isHttpUrl, isTwoLetterCode } from "@/lib/httpUrl";

type Translate = (key: string, options?: Record<string, unknown>) => string;
type TextLimit = keyof typeof TEXT_LIMITS;

/** A length rule, not maxLength: a pasted long value stays with the reason, instead of being cut silently. */
export const maxLengthRule = (t: Translate, label: string, limit: TextLimit | number): FormRule => {
  const max = typeof limit === "number" ? limit : TEXT_LIMITS[limit];
  return { max, message: t("def.resource.max_length", { field: label, max }) };
};

const textCheck =
  (passes: (text: string) => boolean, message: string): FormRule =>
  () => ({
    validator: (_rule, value: unknown) =>
      typeof value !== "string" || value.trim() === "" || passes(value)
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  });

export const httpUrlRule = (t: Translate, label: string): FormRule =>
  textCheck(isHttpUrl, t("def.resource.http_url", { field: label }));

export const webSchemeRule = (t: Translate, label: string): FormRule =>
  textCheck((text) => !hasForeignScheme(text), t("def.resource.web_scheme", { field: label }));

export const twoLetterRule = (message: string): FormRule => textCheck(isTwoLetterCode, message);
