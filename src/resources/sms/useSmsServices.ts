import { useMemo } from "react";
import { useList } from "@refinedev/core";
import type { SmsService } from "@/api/types/sms";

export interface SmsServiceChoices {
  services: SmsService[];
  byId: Map<number, SmsService>;
  loading: boolean;
}

/** Every service by name, for pickers and for naming the service of a number or message. */
export const useSmsServices = (): SmsServiceChoices => {
  const { result, query } = useList<SmsService>({
    resource: "sms-services",
    pagination: { mode: "off" },
    sorters: [{ field: "name", order: "asc" }],
  });
  const services = result.data;
  const byId = useMemo(() => new Map(services.map((s) => [s.id, s])), [services]);
  return { services, byId, loading: query.isLoading };
};
