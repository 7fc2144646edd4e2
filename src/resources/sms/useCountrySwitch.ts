import { useCallback, useState } from "react";
import { useInvalidate, useTranslate } from "@refinedev/core";
import { smsCountriesApi } from "@/api/endpoints/sms";
import type { SmsCountry } from "@/api/types/sms";
import { toast } from "@/providers/notification";
import { errorText } from "@/lib/errorText";

export interface CountrySwitch {
  isActive: (country: SmsCountry) => boolean;
  isPending: (country: SmsCountry) => boolean;
  toggle: (country: SmsCountry, next: boolean) => Promise<void>;
}

/**
 * The active switch answers at once: the new state shows before the server confirms and falls
 * back if the call fails. A confirmed state stays local until the list agrees, so the table does
 * not flash a skeleton per click; the cached list is only marked stale for its next showing.
 */
export const useCountrySwitch = (rows: readonly SmsCountry[]): CountrySwitch => {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const [overrides, setOverrides] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  // Once the list itself shows a state, the local copy has done its job: pruned when a new list
  // arrives (during render, React's pattern for state that follows a prop, not in an effect).
  const [listSeen, setListSeen] = useState(rows);
  if (rows !== listSeen) {
    setListSeen(rows);
    const settled = rows.filter((r) => !pending.has(r.id) && overrides.get(r.id) === r.isActive);
    if (settled.length > 0) {
      const next = new Map(overrides);
      for (const r of settled) next.delete(r.id);
      setOverrides(next);
    }
  }

  const toggle = useCallback(
    async (country: SmsCountry, next: boolean) => {
      const setOverride = (value: boolean | null) =>
        setOverrides((current) => {
          const map = new Map(current);
          if (value === null) map.delete(country.id);
          else map.set(country.id, value);
          return map;
        });
      setOverride(next);
      setPending((current) => new Set(current).add(country.id));
      try {
        const saved = await smsCountriesApi.switch(country.id, next);
        setOverride(saved.isActive);
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
        setOverride(null);
        const title = t("sms-service.countries.switch_failed", { code: country.countryCode });
        toast("error", title, errorText(error, title));
      } finally {
        setPending((current) => {
          const set = new Set(current);
          set.delete(country.id);
          return set;
        });
      }
    },
    [invalidate, t],
  );

  return {
    isActive: (country) => overrides.get(country.id) ?? country.isActive,
    isPending: (country) => pending.has(country.id),
    toggle,
  };
};
