import { useTranslate, type HttpError } from "@refinedev/core";

/** A failed read of the machines area: logged, one toast per kind (its key), shown in place with a retry. */
export const useFailureNotice = (what: string) => {
  const t = useTranslate();
  return (error?: HttpError) => {
    console.error(`machines: ${what} failed`, error);
    return { type: "error" as const, message: t("machines.error.fetch"), key: `machines-fetch-${what}` };
  };
};
