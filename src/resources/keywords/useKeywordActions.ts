import { useCallback, useState } from "react";
import { useInvalidate, useTranslate, useUpdate } from "@refinedev/core";
import { keywordsApi } from "@/api/endpoints/keywords";
import type { Keyword } from "@/api/types/keywords";
import { keywords } from "@/registry/areas/keywords";
import { errorText } from "@/lib/errorText";
import { toast } from "@/providers/notification";
import { useConfirmedDelete } from "../views/useConfirmedDelete";

/** Check now, star and delete; the list refreshes through refine's cache. */
export const useKeywordActions = () => {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const { mutate: update } = useUpdate<Keyword>();
  const { remove: deleteKeyword, dialog } = useConfirmedDelete<Keyword>();
  const [checking, setChecking] = useState<ReadonlySet<string>>(new Set());

  const check = useCallback(
    (keyword: Keyword) => {
      setChecking((s) => new Set(s).add(keyword.id));
      keywordsApi
        .check(keyword.id)
        .then(async (checked) => {
          await invalidate({ resource: "keywords", invalidates: ["list"] });
          toast(
            "success",
            checked.position === null
              ? t("keywords.check.not_ranked", { keyword: keyword.keyword })
              : t("keywords.check.done", { keyword: keyword.keyword, position: checked.position }),
          );
        })
        .catch((error: unknown) => {
          console.error(error);
          toast("error", t("keywords.check.failed", { keyword: keyword.keyword }), errorText(error));
        })
        .finally(() => setChecking((s) => new Set([...s].filter((id) => id !== keyword.id))));
    },
    [invalidate, t],
  );

  // Optimistic: the star flips at once; refine puts it back if the server refuses.
  const toggleFavorite = useCallback(
    (keyword: Keyword) =>
      update({
        resource: "keywords",
        id: keyword.id,
        values: { favorite: !keyword.favorite },
        mutationMode: "optimistic",
        successNotification: false,
        errorNotification: (error) => ({
          type: "error",
          message: t("keywords.favorite.failed", { keyword: keyword.keyword }),
          description: errorText(error),
        }),
      }),
    [update, t],
  );

  const remove = useCallback((keyword: Keyword) => void deleteKeyword(keywords, keyword), [deleteKeyword]);

  return { checking, check, toggleFavorite, remove, dialog };
};

export type KeywordActions = ReturnType<typeof useKeywordActions>;
