import { useTranslate, type HttpError } from "@refinedev/core";

export const useFailureNotice = (what: string) => {
  const t = useTranslate();
  return (error?: HttpError) => {
    console.error(`machines: ${what} failed`, error);
    return { type: "error" as const, message: t("machines.error.fetch"), key: `machines-fetch-${what}` };
  };
};
