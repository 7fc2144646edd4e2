import type { SmsCountry, SmsMessage } from "@/api/types/sms";

/** The server answers 409 for anything else, so the action is only offered where it can work. */
export const canCancelMessage = (message: Pick<SmsMessage, "status">): boolean => message.status === "PENDING";

export const countByService = (countries: readonly Pick<SmsCountry, "serviceId">[]): Map<number, number> => {
  const counts = new Map<number, number>();
  for (const c of countries) counts.set(c.serviceId, (counts.get(c.serviceId) ?? 0) + 1);
  return counts;
};

export const idFromParam = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};
