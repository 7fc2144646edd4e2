import { useState } from "react";
import { useInvalidate, useTranslate, type GetListResponse } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { smsCountriesApi } from "@/api/endpoints/sms";
import type { SmsCountry } from "@/api/types/sms";
import { toast } from "@/providers/notification";
import { errorText } from "@/lib/errorText";

/** Optimistic switch: the confirmed state is written into the cached lists, so no skeleton flashes per click. */
export const useCountrySwitch = () => {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const show = (id: number, on?: boolean) =>
    setPending((current) => {
      const map = new Map(current);
      if (on === undefined) map.delete(id);
      else map.set(id, on);
      return map;
    });

  const toggle = async (country: SmsCountry, next: boolean) => {
    show(country.id, next);
    try {
      const { isActive } = await smsCountriesApi.switch(country.id, next);
      queryClient.setQueriesData<GetListResponse<SmsCountry>>(
        { predicate: (query) => query.queryKey.includes("sms-configs") && query.queryKey.includes("list") },
        (list) =>
          list && { ...list, data: list.data.map((row) => (row.id === country.id ? { ...row, isActive } : row)) },
      );
      toast(
        "success",
        t(isActive ? "sms-service.countries.switched_on" : "sms-service.countries.switched_off", {
          code: country.countryCode,
        }),
      );
      void invalidate({
        resource: "sms-configs",
        invalidates: ["list"],
        invalidationFilters: { type: "all", refetchType: "none" },
      });
    } catch (error) {
      const title = t("sms-service.countries.switch_failed", { code: country.countryCode });
      toast("error", title, errorText(error, title));
    } finally {
      show(country.id);
    }
  };

  return {
    isActive: (country: SmsCountry) => pending.get(country.id) ?? country.isActive,
    isPending: (country: SmsCountry) => pending.has(country.id),
    toggle,
  };
};
