import type { useTranslate } from "@refinedev/core";
import type { FormRule } from "antd";
import type { ServerType } from "@/api/types/servers";

type Translate = ReturnType<typeof useTranslate>;

/** Turns a serverForm check (a translation key or null) into an antd validator answer. */
export const ruleResult = (t: Translate, errorKey: string | null): Promise<void> =>
  errorKey ? Promise.reject(new Error(t(errorKey))) : Promise.resolve();

/** A serverForm check that depends on the server's type, read from the form when it runs. */
export const typedRule =
  (t: Translate, check: (type: ServerType, value: string) => string | null): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, v: string) => ruleResult(t, check(getFieldValue("type") as ServerType, v)),
  });
