import type { FormRule } from "antd";
import { firstFailure, isRequired, type FieldCheck } from "@/lib/fieldChecks";

/** A field's checks as one antd rule; kept apart so the signed-out forms do not pull antd's Form in. */
export const toFormRules = <V>(checks: readonly FieldCheck<V>[]): FormRule[] => [
  ({ getFieldsValue }) => ({
    required: isRequired(checks),
    validator: (_rule, value: unknown) => {
      const message = firstFailure(checks, value, getFieldsValue(true) as V);
      return message === undefined ? Promise.resolve() : Promise.reject(new Error(message));
    },
  }),
];

export const toFormRuleMap = <V, K extends keyof V>(
  checks: Record<K, readonly FieldCheck<V>[]>,
): Record<K, FormRule[]> => {
  const rules = {} as Record<K, FormRule[]>;
  for (const key of Object.keys(checks) as K[]) rules[key] = toFormRules(checks[key]);
  return rules;
};
