import { useCallback } from "react";
import { useDelete, useTranslate, type BaseKey, type BaseRecord, type GetListResponse } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { useConfirm } from "@/components/widgets/useConfirm";
import { UNDO } from "@/config";
import { errorText } from "@/lib/errorText";
import { closeToast, toast } from "@/providers/notification";
import { findResource } from "@/registry";

interface DeleteTexts {
  title: string;
  description: string;
  confirmText: string;
  success: string;
  successText?: string;
  failed: string;
  fallback?: string;
}

const cancelled = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { message?: unknown }).message === "mutationCancelled";

/** A danger confirm, then refine's undoable delete; a failure brings the row back. */
export const useConfirmedDelete = <T extends BaseRecord>() => {
  const t = useTranslate();
  const { confirm, dialog } = useConfirm();
  const { mutateAsync } = useDelete<T>();
  const queryClient = useQueryClient();
  const remove = useCallback(
    async (resource: string, id: BaseKey, texts: DeleteTexts): Promise<boolean> => {
      const { title, description, confirmText } = texts;
      if (!(await confirm({ title, description, confirmText, danger: true }))) return false;
      const deleted = mutateAsync({
        resource,
        id,
        mutationMode: "undoable",
        undoableTimeout: UNDO.windowMs,
        successNotification: false,
        errorNotification: false,
      });
      // refine hides the row by `id`; an area keyed otherwise (apps by auid) is hidden here, a task later, once refine
      // has kept its snapshot of the lists (Undo puts that back, and the activity log names the record from it).
      const idField = findResource(resource)?.idField ?? "id";
      if (idField !== "id")
        setTimeout(() =>
          queryClient.setQueriesData<GetListResponse<T>>(
            { predicate: (query) => query.queryKey.includes(resource) && query.queryKey.includes("list") },
            (previous) =>
              previous && {
                data: previous.data.filter((row) => String(row[idField]) !== String(id)),
                total: previous.total - 1,
              },
          ),
        );
      try {
        await deleted;
        toast("success", texts.success, texts.successText);
        return true;
      } catch (error) {
        if (cancelled(error)) {
          toast("info", t("def.resource.undone"));
          return false;
        }
        console.error(error);
        toast(
          "error",
          texts.failed,
          texts.fallback === undefined ? errorText(error) : errorText(error, texts.fallback),
        );
        return false;
      } finally {
        closeToast(`${id}-${resource}-notification`);
      }
    },
    [confirm, mutateAsync, queryClient, t],
  );
  return { remove, dialog };
};
