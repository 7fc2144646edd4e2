import { useTranslate } from "@refinedev/core";
import { copyText } from "@/lib/clipboard";
import { toast } from "@/providers/notification";

/** Copies and says so in a toast: `copied` when it worked, `failed` (a translation key each) when the browser refused. */
export const useCopy = (copied: string, failed: string): ((text: string) => Promise<void>) => {
  const t = useTranslate();
  return async (text) => {
    if (await copyText(text)) toast("success", t(copied));
    else toast("error", t(failed), undefined, undefined, `copy-${failed}`);
  };
};
