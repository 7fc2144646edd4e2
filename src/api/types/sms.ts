import { presentFields } from "./fleet";

export const DEFAULT_SMS_PRIORITY = 0;
/** Assumed ceiling (docs/api.md): a priority is a small ordering number, never a 20-digit one. */
export const MAX_SMS_PRIORITY = 1_000_000;

export interface SmsServiceWire {
  id: number;
  name: string;
  url: string;
  api_key: string;
  is_active: boolean;
  priority: number;
}

export interface SmsService {
  id: number;
  name: string;
  url: string;
  apiKey: string;
  isActive: boolean;
  priority: number;
}

export type SmsServiceInput = Omit<SmsService, "id" | "priority" | "isActive"> & {
  priority?: number | null;
  isActive?: boolean;
};

export const toSmsService = (w: SmsServiceWire): SmsService => ({
  id: w.id,
  name: w.name,
  url: w.url,
  apiKey: w.api_key,
  isActive: w.is_active,
  priority: w.priority,
});

/** Only the given fields travel, so an update may change one field (the server merges). */
export const toSmsServiceBody = (input: Partial<SmsServiceInput>): Partial<Omit<SmsServiceWire, "id">> =>
  presentFields({
    name: input.name,
    url: input.url,
    api_key: input.apiKey,
    is_active: input.isActive,
    priority: input.priority,
  });

export interface SmsCountryWire {
  id: number;
  service_id: number;
  /** ISO 3166 alpha-2, upper case */
  country_code: string;
  /** the provider's own code for the country */
  marker: string;
  locale: number;
  is_active: boolean;
}

export interface SmsCountry {
  id: number;
  serviceId: number;
  countryCode: string;
  marker: string;
  localeId: number;
  isActive: boolean;
}

export interface SmsCountryInput {
  serviceId: number;
  countryCode: string;
  marker: string;
  localeId: number | null;
  isActive: boolean;
}

export const SMS_COUNTRY_FIELD_NAMES: Readonly<Record<string, string>> = { locale: "localeId" };

export const toSmsCountry = (w: SmsCountryWire): SmsCountry => ({
  id: w.id,
  serviceId: w.service_id,
  countryCode: w.country_code,
  marker: w.marker,
  localeId: w.locale,
  isActive: w.is_active,
});

export const toSmsCountryBody = (input: Partial<SmsCountryInput>): Partial<Omit<SmsCountryWire, "id">> =>
  presentFields({
    service_id: input.serviceId,
    country_code: input.countryCode,
    marker: input.marker,
    locale: input.localeId,
    is_active: input.isActive,
  });

export const SMS_NUMBER_STATUSES = ["WAITING", "RECEIVED", "FINISHED", "CANCELLED"] as const;
export type SmsNumberStatus = (typeof SMS_NUMBER_STATUSES)[number];

export interface SmsCodeWire {
  code: string;
  machine_id: number;
  created_at: string;
}

export interface SmsNumberWire {
  id: number;
  phone: string;
  codes: SmsCodeWire[];
  status: SmsNumberStatus;
  /** ISO 3166 alpha-2, upper case */
  country: string;
  service_id: number;
  time_create: string;
  time_update: string;
}

export interface SmsNumber {
  id: number;
  phone: string;
  codes: { code: string; machineId: number; createdAt: string }[];
  status: SmsNumberStatus;
  country: string;
  serviceId: number;
  timeCreate: string;
  timeUpdate: string;
}

export const toSmsNumber = (w: SmsNumberWire): SmsNumber => ({
  id: w.id,
  phone: w.phone,
  codes: w.codes.map((c) => ({ code: c.code, machineId: c.machine_id, createdAt: c.created_at })),
  status: w.status,
  country: w.country,
  serviceId: w.service_id,
  timeCreate: w.time_create,
  timeUpdate: w.time_update,
});

export const SMS_MESSAGE_STATUSES = ["PENDING", "RECEIVED", "CANCELLED"] as const;
export type SmsMessageStatus = (typeof SMS_MESSAGE_STATUSES)[number];

/** Assumed fields: the API only says messages are listed and cancellable by id. */
export interface SmsMessageWire {
  id: number;
  phone: string;
  service_id: number;
  /** null until the message arrives */
  text: string | null;
  status: SmsMessageStatus;
  created_at: string;
}

export interface SmsMessage {
  id: number;
  phone: string;
  serviceId: number;
  text: string | null;
  status: SmsMessageStatus;
  createdAt: string;
}

export const toSmsMessage = (w: SmsMessageWire): SmsMessage => ({
  id: w.id,
  phone: w.phone,
  serviceId: w.service_id,
  text: w.text,
  status: w.status,
  createdAt: w.created_at,
});
