import { request } from "@/api/http";
import { numericId } from "@/api/types/fleet";
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
  type SmsService,
  type SmsServiceInput,
} from "@/api/types/sms";
import { deleteById, pagedList, sendForm } from "./calls";

/** 422 messages come back under the form's names. */
export const smsServicesApi = {
  list: pagedList("/sms-services/list", toSmsService),
  all: async (search?: string): Promise<SmsService[]> =>
    (await smsServicesApi.list({ page: 1, size: -1, search })).list,
  /** POST /sms-services/create; priority defaults to 0, isActive to true */
  create: (input: SmsServiceInput): Promise<SmsService> =>
    sendForm("POST", "/sms-services/create", toSmsServiceBody(input), toSmsService),
  /** PUT /sms-services/update with id plus the changed fields (method assumed) */
  update: (id: string | number, input: Partial<SmsServiceInput>): Promise<SmsService> =>
    sendForm("PUT", "/sms-services/update", { id: numericId(id), ...toSmsServiceBody(input) }, toSmsService),
};

/** 422 messages come back under the dialog's names. */
export const smsCountriesApi = {
  /** GET /sms-services/country/list (assumed); filters: serviceId */
  list: pagedList("/sms-services/country/list", toSmsCountry, { renames: { localeId: "locale" } }),
  ofService: async (serviceId: number): Promise<SmsCountry[]> =>
    (await smsCountriesApi.list({ page: 1, size: -1, filters: { serviceId } })).list,
  create: (input: SmsCountryInput): Promise<SmsCountry> =>
    sendForm("POST", "/sms-services/country/create", toSmsCountryBody(input), toSmsCountry, SMS_COUNTRY_FIELD_NAMES),
  /** PUT /sms-services/country/update with id plus the changed fields (method assumed) */
  update: (id: string | number, input: Partial<SmsCountryInput>): Promise<SmsCountry> =>
    sendForm(
      "PUT",
      "/sms-services/country/update",
      { id: numericId(id), ...toSmsCountryBody(input) },
      toSmsCountry,
      SMS_COUNTRY_FIELD_NAMES,
    ),
  /** PUT /sms-services/country/switch?id=&is_active= (method assumed) */
  switch: async (id: string | number, isActive: boolean): Promise<SmsCountry> =>
    toSmsCountry(
      await request<SmsCountryWire>("PUT", "/sms-services/country/switch", {
        params: { id: numericId(id), is_active: isActive },
      }),
    ),
  remove: deleteById("/sms-services/country/delete"),
};

export const smsNumbersApi = {
  /** GET /sms-services/numbers/list (assumed); filters: serviceId, status, country. Newest first by default. */
  list: pagedList("/sms-services/numbers/list", toSmsNumber),
};

export const smsMessagesApi = {
  /** GET /sms-services/sms/list; filters: serviceId, status */
  list: pagedList("/sms-services/sms/list", toSmsMessage),
  /** POST /sms-services/sms/cancel?id=: only a PENDING message can be cancelled (409 otherwise) */
  cancel: async (id: string | number): Promise<SmsMessage> =>
    toSmsMessage(await request<SmsMessageWire>("POST", "/sms-services/sms/cancel", { params: { id: numericId(id) } })),
};
