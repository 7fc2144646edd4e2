import type { FormRule } from "antd";
import { numberProblem, type NumberLimits } from "@/lib/numberText";

type Translate = (key: string, options?: Record<string, unknown>) => string;

interface NumberRuleOptions extends NumberLimits {
  label: string;
  required?: boolean;
  /** a message of the area's own for a value under `min` */
  minMessage?: string;
}

/** Every number field's one rule: required, plain number, whole number and range messages. */
export const numberRule = (
  t: Translate,
  { label, required = false, minMessage, ...limits }: NumberRuleOptions,
): FormRule => ({
  validator: (_rule, value: unknown) => {
    const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
    const fail = (message: string) => Promise.reject(new Error(message));
    if (text === "") return required ? fail(t("def.resource.required", { field: label })) : Promise.resolve();
    const problem = numberProblem(text, limits);
    if (!problem) return Promise.resolve();
    switch (problem.kind) {
      case "number":
        return fail(t("def.resource.number", { field: label }));
      case "integer":
        return fail(t("def.resource.integer", { field: label }));
      case "min":
        return fail(minMessage ?? t("def.resource.min", { field: label, min: problem.min }));
      case "max":
        return fail(t("def.resource.max", { field: label, max: problem.max }));
    }
  },
});
