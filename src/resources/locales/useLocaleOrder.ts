import { useCallback, useRef, useState } from "react";
import { useInvalidate, useTranslate } from "@refinedev/core";
import { localesApi } from "@/api/endpoints/locales";
import type { CountedLocale } from "@/api/types/locales";
import { errorText } from "@/lib/errorText";
import { toast } from "@/providers/notification";
import { countedLocales } from "@/registry/lookups/locales";
import { inOrder, sameOrder } from "./localeOrder";

/** Optimistic reorder: the new order shows at once, the saved one returns on failure, until the re-read list agrees. */
export const useLocaleOrder = (serverRows: readonly CountedLocale[]) => {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const [order, setOrder] = useState<{ ids: readonly number[]; saved: boolean } | null>(null);
  // Several quick moves each send the whole order; only the newest answer decides what shows.
  const latest = useRef(0);

  // Pruned during render once the re-read list shows that order (state following a prop).
  const [rowsSeen, setRowsSeen] = useState(serverRows);
  if (serverRows !== rowsSeen) {
    setRowsSeen(serverRows);
    if (
      order?.saved &&
      sameOrder(
        order.ids,
        serverRows.map((r) => r.id),
      )
    )
      setOrder(null);
  }

  const save = useCallback(
    async (ids: readonly number[], moved: CountedLocale) => {
      const call = ++latest.current;
      setOrder({ ids, saved: false });
      try {
        const answer = await localesApi.reorder(ids);
        if (call === latest.current) setOrder({ ids: answer.map((l) => l.id), saved: true });
        // The selects sort by name, but a locale's position is part of what they cached.
        void invalidate({ resource: countedLocales.name, invalidates: ["list"] });
        void invalidate({ resource: "locales", invalidates: ["list"] });
      } catch (error) {
        // Everything saved before this call is what the server holds: show its order again.
        if (call === latest.current) setOrder(null);
        const title = t("locale.reorder.failed", { name: moved.name });
        toast("error", title, errorText(error, t("locale.reorder.failed_text")));
        void invalidate({ resource: countedLocales.name, invalidates: ["list"] });
      }
    },
    [invalidate, t],
  );

  return { rows: inOrder(serverRows, order?.ids ?? null), save };
};
