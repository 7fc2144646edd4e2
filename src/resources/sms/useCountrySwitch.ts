import { useState } from "react";
import { useInvalidate, useTranslate } from "@refinedev/core";
import { smsCountriesApi } from "@/api/endpoints/sms";
import type { SmsCountry } from "@/api/types/sms";
import { toast } from "@/providers/notification";
import { errorText } from "@/lib/errorText";

type Shown = ReadonlyMap<number, { on: boolean; pending: boolean }>;

/**
 * The active switch answers at once: the new state shows before the server confirms and falls
 * back if the call fails. A confirmed state stays local until the list agrees, so the table does
 * not flash a skeleton per click; the cached list is only marked stale for its next showing.
 */
export const useCountrySwitch = (rows: readonly SmsCountry[]) => {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const [shown, setShown] = useState<Shown>(new Map());
  const show = (id: number, state?: { on: boolean; pending: boolean }) =>
    setShown((current) => {
      const map = new Map(current);
      if (state) map.set(id, state);
      else map.delete(id);
      return map;
    });

  // Once the list itself shows a state, the local copy has done its job: pruned when a new list
  // arrives (during render, React's pattern for state that follows a prop, not in an effect).
  const [listSeen, setListSeen] = useState(rows);
  if (rows !== listSeen) {
    setListSeen(rows);
    const settled = rows.filter((r) => shown.get(r.id)?.pending === false && shown.get(r.id)?.on === r.isActive);
    if (settled.length > 0) {
      const next = new Map(shown);
      for (const r of settled) next.delete(r.id);
      setShown(next);
    }
  }

  const toggle = async (country: SmsCountry, next: boolean) => {
    show(country.id, { on: next, pending: true });
    try {
      const saved = await smsCountriesApi.switch(country.id, next);
      show(country.id, { on: saved.isActive, pending: false });
      toast(
        "success",
        t(saved.isActive ? "sms-service.countries.switched_on" : "sms-service.countries.switched_off", {
          code: country.countryCode,
        }),
      );
      void invalidate({
        resource: "sms-configs",
        invalidates: ["list"],
        invalidationFilters: { type: "all", refetchType: "none" },
      });
    } catch (error) {
      show(country.id);
      const title = t("sms-service.countries.switch_failed", { code: country.countryCode });
      toast("error", title, errorText(error, title));
    }
  };

  return {
    isActive: (country: SmsCountry) => shown.get(country.id)?.on ?? country.isActive,
    isPending: (country: SmsCountry) => shown.get(country.id)?.pending ?? false,
    toggle,
  };
};
