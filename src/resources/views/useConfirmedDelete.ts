import { useCallback } from "react";
import { useDelete, useTranslate, type BaseKey, type BaseRecord, type GetListResponse } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { useConfirm } from "@/components/widgets/useConfirm";
import { UNDO } from "@/config";
import { errorText } from "@/lib/errorText";
import { closeToast, toast } from "@/providers/notification";
import { findResource } from "@/registry";
import type { DeleteSpec, ResourceDeclaration } from "@/registry/types";

interface DeleteTexts {
  title: string;
  description: string;
  confirmText: string;
  success: string;
  successText?: string;
  failed: string;
  fallback?: string;
}

const GENERIC: DeleteSpec = {
  title: "def.resource.delete_title",
  description: "def.resource.delete_text",
  confirm: "def.resource.delete",
  success: "def.resource.deleted",
  failed: "def.resource.delete_failed",
};

/** The texts an area declares for deleting one row (`more`: what the page knows beyond the row), else the generic ones. */
export const deleteTextsOf = (
  area: Pick<ResourceDeclaration, "delete">,
  row: Record<string, unknown>,
  t: (key: string, params?: Record<string, unknown>) => string,
  more?: Record<string, unknown>,
): DeleteTexts => {
  const spec = area.delete ?? GENERIC;
  const params = { ...spec.params?.(row), ...more };
  return {
    title: t(spec.title, params),
    description: t(spec.description, params),
    confirmText: t(spec.confirm, params),
    success: t(spec.success, params),
    successText: spec.detail && String(params[spec.detail]),
    failed: t(spec.failed, params),
    fallback: spec.fallback && t(spec.fallback),
  };
};

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
  const removeRow = useCallback(
    (area: ResourceDeclaration, row: T, more?: Record<string, unknown>) =>
      remove(area.name, row[area.idField ?? "id"] as BaseKey, deleteTextsOf(area, row, t, more)),
    [remove, t],
  );
  return { remove: removeRow, dialog };
};
