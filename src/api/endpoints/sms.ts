import { request } from "@/api/http";
import { toPaged, type Paged, type PagedWire } from "@/api/types";
import { listParams, numericId, withAppFieldErrors, type ListRequest } from "@/api/types/fleet";
import {
  SMS_COUNTRY_FIELD_NAMES,
  toSmsCountry,
  toSmsCountryBody,
  toSmsMessage,
  toSmsNumber,
  toSmsService,
  toSmsServiceBody,
  type SmsCountry,
  type SmsCountryInput,
  type SmsCountryWire,
  type SmsMessage,
  type SmsMessageWire,
  type SmsNumber,
  type SmsNumberWire,
  type SmsService,
  type SmsServiceInput,
  type SmsServiceWire,
} from "@/api/types/sms";

/** 422 messages come back under the form's names: name, url, apiKey, priority. */
export const smsServicesApi = {
  /** GET /sms-services/list?search= */
  list: async (q: ListRequest): Promise<Paged<SmsService>> =>
    toPaged(
      await request<PagedWire<SmsServiceWire>>("GET", "/sms-services/list", { params: listParams(q) }),
      toSmsService,
    ),
  all: async (search?: string): Promise<SmsService[]> =>
    (await smsServicesApi.list({ page: 1, size: -1, search })).list,
  /** POST /sms-services/create; priority defaults to 0, isActive to true */
  create: async (input: SmsServiceInput): Promise<SmsService> =>
    toSmsService(
      await withAppFieldErrors(
        request<SmsServiceWire>("POST", "/sms-services/create", { data: toSmsServiceBody(input) }),
      ),
    ),
  /** PUT /sms-services/update with id plus the changed fields (method assumed) */
  update: async (id: string | number, input: Partial<SmsServiceInput>): Promise<SmsService> =>
    toSmsService(
      await withAppFieldErrors(
        request<SmsServiceWire>("PUT", "/sms-services/update", {
          data: { id: numericId(id), ...toSmsServiceBody(input) },
        }),
      ),
    ),
};

/** 422 messages come back under the dialog's names: countryCode, localeId, serviceId. */
export const smsCountriesApi = {
  /** GET /sms-services/country/list (assumed); filters: serviceId */
  list: async (q: ListRequest): Promise<Paged<SmsCountry>> =>
    toPaged(
      await request<PagedWire<SmsCountryWire>>("GET", "/sms-services/country/list", {
        params: listParams(q, { localeId: "locale" }),
      }),
      toSmsCountry,
    ),
  ofService: async (serviceId: number): Promise<SmsCountry[]> =>
    (await smsCountriesApi.list({ page: 1, size: -1, filters: { serviceId } })).list,
  /** POST /sms-services/country/create */
  create: async (input: SmsCountryInput): Promise<SmsCountry> =>
    toSmsCountry(
      await withAppFieldErrors(
        request<SmsCountryWire>("POST", "/sms-services/country/create", { data: toSmsCountryBody(input) }),
        SMS_COUNTRY_FIELD_NAMES,
      ),
    ),
  /** PUT /sms-services/country/update with id plus the changed fields (method assumed) */
  update: async (id: string | number, input: Partial<SmsCountryInput>): Promise<SmsCountry> =>
    toSmsCountry(
      await withAppFieldErrors(
        request<SmsCountryWire>("PUT", "/sms-services/country/update", {
          data: { id: numericId(id), ...toSmsCountryBody(input) },
        }),
        SMS_COUNTRY_FIELD_NAMES,
      ),
    ),
  /** PUT /sms-services/country/switch?id=&is_active= (method assumed) */
  switch: async (id: string | number, isActive: boolean): Promise<SmsCountry> =>
    toSmsCountry(
      await request<SmsCountryWire>("PUT", "/sms-services/country/switch", {
        params: { id: numericId(id), is_active: isActive },
      }),
    ),
  /** DELETE /sms-services/country/delete?id= (OWNER only: delete:sms) */
  remove: async (id: string | number): Promise<void> => {
    await request<unknown>("DELETE", "/sms-services/country/delete", { params: { id: numericId(id) } });
  },
};

export const smsNumbersApi = {
  /** GET /sms-services/numbers/list (assumed); filters: serviceId, status, country. Newest first by default. */
  list: async (q: ListRequest): Promise<Paged<SmsNumber>> =>
    toPaged(
      await request<PagedWire<SmsNumberWire>>("GET", "/sms-services/numbers/list", { params: listParams(q) }),
      toSmsNumber,
    ),
};

export const smsMessagesApi = {
  /** GET /sms-services/sms/list; filters: serviceId, status */
  list: async (q: ListRequest): Promise<Paged<SmsMessage>> =>
    toPaged(
      await request<PagedWire<SmsMessageWire>>("GET", "/sms-services/sms/list", { params: listParams(q) }),
      toSmsMessage,
    ),
  /** POST /sms-services/sms/cancel?id=: only a PENDING message can be cancelled (409 otherwise) */
  cancel: async (id: string | number): Promise<SmsMessage> =>
    toSmsMessage(await request<SmsMessageWire>("POST", "/sms-services/sms/cancel", { params: { id: numericId(id) } })),
};
