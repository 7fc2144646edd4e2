import { useCallback } from "react";
import { useDelete, type BaseKey, type BaseRecord } from "@refinedev/core";
import type { UseConfirm } from "@/components/widgets/useConfirm";
import { errorText } from "@/lib/errorText";
import { toast } from "@/providers/notification";

export interface DeleteTexts {
  title: string;
  description: string;
  confirmText: string;
  /** the success toast's title, and its text if any */
  success: string;
  successText?: string;
  /** the failure toast's title; its text is the server's words, or `fallback` when it sent none */
  failed: string;
  fallback?: string;
}

/**
 * A row's delete as the lists do it (spec §8): a danger confirm in the page's own confirm dialog,
 * then refine's delete without its notifications, and a toast of ours for either outcome.
 * Resolves true when the row is gone.
 */
export const useConfirmedDelete = <T extends BaseRecord>(confirm: UseConfirm["confirm"]) => {
  const { mutateAsync } = useDelete<T>();
  return useCallback(
    async (resource: string, id: BaseKey, texts: DeleteTexts): Promise<boolean> => {
      const { title, description, confirmText } = texts;
      if (!(await confirm({ title, description, confirmText, danger: true }))) return false;
      try {
        await mutateAsync({ resource, id, successNotification: false, errorNotification: false });
        toast("success", texts.success, texts.successText);
        return true;
      } catch (error) {
        console.error(error);
        toast(
          "error",
          texts.failed,
          texts.fallback === undefined ? errorText(error) : errorText(error, texts.fallback),
        );
        return false;
      }
    },
    [confirm, mutateAsync],
  );
};
