import type { useTranslate } from "@refinedev/core";

type Translate = ReturnType<typeof useTranslate>;

/** Turns a serverForm check (a translation key or null) into an antd validator answer. */
export const ruleResult = (t: Translate, errorKey: string | null): Promise<void> =>
  errorKey ? Promise.reject(new Error(t(errorKey))) : Promise.resolve();
