import { useCallback } from "react";
import { useTranslate } from "@refinedev/core";
import { copyText } from "@/lib/clipboard";
import { toast } from "@/providers/notification";

/** Copies and says so in a toast: `copied` when it worked, `failed` (a translation key each) when the browser refused. */
export const useCopy = (copied: string, failed: string): ((text: string) => Promise<void>) => {
  const t = useTranslate();
  // The same function while the language is: a table's memoised columns may hold it.
  return useCallback(
    async (text: string) => {
      if (await copyText(text)) toast("success", t(copied));
      else toast("error", t(failed), undefined, undefined, `copy-${failed}`);
    },
    [t, copied, failed],
  );
};
