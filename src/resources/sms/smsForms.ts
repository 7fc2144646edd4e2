import {
  DEFAULT_SMS_PRIORITY,
  MAX_SMS_PRIORITY,
  type SmsCountry,
  type SmsCountryInput,
  type SmsMessage,
  type SmsService,
  type SmsServiceInput,
} from "@/api/types/sms";
import { normalizeCountryCode } from "@/components/locale/flags";
import { numberProblem, parseNumberText } from "@/components/widgets/numberText";

/** The add/edit service dialog. Priority is the NumberField's text, so a half-typed value survives. */
export interface ServiceFormValues {
  name: string;
  url: string;
  apiKey: string;
  priority: string;
  isActive: boolean;
}

export const emptyServiceForm = (): ServiceFormValues => ({
  name: "",
  url: "",
  apiKey: "",
  priority: String(DEFAULT_SMS_PRIORITY),
  isActive: true,
});

export const serviceToForm = (service: SmsService): ServiceFormValues => ({
  name: service.name,
  url: service.url,
  apiKey: service.apiKey,
  priority: String(service.priority),
  isActive: service.isActive,
});

/** Spec §9: priority is a whole number of at least 0; an emptied field means the default. */
export const PRIORITY_LIMITS = { integer: true, min: 0, max: MAX_SMS_PRIORITY } as const;

export const isValidPriority = (text: string | null | undefined): boolean => {
  const trimmed = (text ?? "").trim();
  return trimmed === "" || numberProblem(trimmed, PRIORITY_LIMITS) === null;
};

export const formToServiceInput = (values: ServiceFormValues): SmsServiceInput => ({
  name: values.name.trim(),
  url: values.url.trim(),
  apiKey: values.apiKey.trim(),
  priority: parseNumberText(values.priority.trim()) ?? DEFAULT_SMS_PRIORITY,
  isActive: values.isActive,
});

/** The add/edit country dialog (spec §3: countryCode, marker, localeId, isActive). */
export interface CountryFormValues {
  countryCode: string;
  marker: string;
  localeId: number | null;
  isActive: boolean;
}

export const emptyCountryForm = (): CountryFormValues => ({
  countryCode: "",
  marker: "",
  localeId: null,
  isActive: true,
});

export const countryToForm = (country: SmsCountry): CountryFormValues => ({
  countryCode: country.countryCode,
  marker: country.marker,
  localeId: country.localeId,
  isActive: country.isActive,
});

export const formToCountryInput = (values: CountryFormValues, serviceId: number): SmsCountryInput => ({
  serviceId,
  countryCode: normalizeCountryCode(values.countryCode),
  marker: values.marker.trim(),
  localeId: values.localeId,
  isActive: values.isActive,
});

export const SERVICE_FORM_FIELDS = [
  "name",
  "url",
  "apiKey",
  "priority",
  "isActive",
] as const satisfies readonly (keyof ServiceFormValues)[];
export const COUNTRY_FORM_FIELDS = [
  "countryCode",
  "marker",
  "localeId",
  "isActive",
] as const satisfies readonly (keyof CountryFormValues)[];

/** The server answers 409 for anything else, so the action is only offered where it can work. */
export const canCancelMessage = (message: Pick<SmsMessage, "status">): boolean => message.status === "PENDING";

/** Countries per service, for the services table's count column. */
export const countByService = (countries: readonly Pick<SmsCountry, "serviceId">[]): Map<number, number> => {
  const counts = new Map<number, number>();
  for (const c of countries) counts.set(c.serviceId, (counts.get(c.serviceId) ?? 0) + 1);
  return counts;
};

/** A URL query value as a positive id, or null (absent, empty or not a number). */
export const idFromParam = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};
