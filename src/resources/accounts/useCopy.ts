import { useTranslate } from "@refinedev/core";
import { copyText } from "@/lib/clipboard";
import { toast } from "@/providers/notification";

/** Copies and says so; a refused copy is the spec's 'error.copy' toast (§8). */
export const useCopy = (): ((text: string) => Promise<void>) => {
  const t = useTranslate();
  return async (text) => {
    if (await copyText(text)) toast("success", t("accounts.copied"));
    else toast("error", t("accounts.error.copy"), undefined, undefined, "accounts-copy");
  };
};
