import { TEXT_LIMITS } from "@/config";
import type { SmsCountryWire } from "@/api/types/sms";
import { crudHandlers } from "../crudHandlers";
import { locales } from "../db/locales";
import { nextSmsCountryId, smsCountries, smsServices } from "../db/sms";
import { guarded } from "../guarded";
import { fail, invalid, ok, type FieldErrors } from "../wire";
import { checkLengths, flag, has, hasErrors, intQuery, numberOrNull, queryOf, text, type Body } from "./fleetBody";

const merge = (body: Body, base: Omit<SmsCountryWire, "id"> | null): Omit<SmsCountryWire, "id"> => ({
  service_id: has(body, "service_id") ? (numberOrNull(body, "service_id") ?? 0) : (base?.service_id ?? 0),
  country_code: has(body, "country_code") ? text(body, "country_code").toUpperCase() : (base?.country_code ?? ""),
  marker: has(body, "marker") ? text(body, "marker") : (base?.marker ?? ""),
  locale: has(body, "locale") ? (numberOrNull(body, "locale") ?? 0) : (base?.locale ?? 0),
  is_active: flag(body, "is_active", base?.is_active ?? true),
});

/** SMS country rules (countryCode and locale required) plus the references. */
const validate = (country: Omit<SmsCountryWire, "id">, id: number | null): FieldErrors => {
  const errors: FieldErrors = {};
  if (!smsServices.get(country.service_id)) errors.service_id = "Unknown SMS service";
  if (!country.country_code) errors.country_code = "Country code is required";
  else if (
    smsCountries.find(
      (c) => c.id !== id && c.service_id === country.service_id && c.country_code === country.country_code,
    )
  ) {
    errors.country_code = "This service already has this country";
  }
  if (!country.locale) errors.locale = "Locale is required";
  else if (!locales.get(country.locale)) errors.locale = "Unknown locale";
  checkLengths(errors, country, { marker: TEXT_LIMITS.name });
  return errors;
};

const notFound = "SMS country not found";

export const smsCountryHandlers = [
  // The countries of one service (assumed call); without service_id, every service's.
  ...crudHandlers({
    path: "/sms-services/country",
    live: "sms-configs",
    table: smsCountries,
    routes: { list: "/list", create: "/create", update: "/update", delete: "/delete" },
    permissions: { view: "view:sms", edit: "edit:sms", delete: "delete:sms" },
    search: ["country_code", "marker"],
    scope: (request) => {
      const serviceId = intQuery(request, "service_id");
      return serviceId === null ? smsCountries.all() : smsCountries.filter((c) => c.service_id === serviceId);
    },
    validate: (body, existing) => {
      const country = merge(body, existing);
      const errors = validate(country, existing?.id ?? null);
      return hasErrors(errors) ? { errors } : { value: country };
    },
    nextId: nextSmsCountryId,
    messages: { notFound, idRequired: "Country id is required" },
  }),

  guarded("put", "/sms-services/country/switch", "edit:sms", (info) => {
    const id = intQuery(info.request, "id");
    if (id === null) return invalid({ id: "Country id is required" });
    const value = queryOf(info.request).get("is_active");
    if (value !== "true" && value !== "false") return invalid({ is_active: "is_active must be true or false" });
    const updated = smsCountries.update(id, { is_active: value === "true" });
    return updated ? ok(updated) : fail(404, notFound);
  }),
];
