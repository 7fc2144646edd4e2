import { http } from "msw";
import type { SmsCountryWire } from "@/api/types/sms";
import { pageOf, pageQueryOf } from "../db";
import { locales } from "../db/locales";
import { nextSmsCountryId, smsCountries, smsServices, type SmsCountryRecord } from "../db/sms";
import { requirePermission } from "../session";
import { apiPath, fail, invalid, jsonBody, ok, type FieldErrors } from "../wire";
import { flag, has, hasErrors, intQuery, numberOrNull, queryOf, text, type Body } from "./fleetBody";

/** Fields of the body that are present replace the stored ones; the result is validated whole. */
const merge = (body: Body, base: Omit<SmsCountryWire, "id"> | null): Omit<SmsCountryWire, "id"> => ({
  service_id: has(body, "service_id") ? (numberOrNull(body, "service_id") ?? 0) : (base?.service_id ?? 0),
  country_code: has(body, "country_code") ? text(body, "country_code").toUpperCase() : (base?.country_code ?? ""),
  marker: has(body, "marker") ? text(body, "marker") : (base?.marker ?? ""),
  locale: has(body, "locale") ? (numberOrNull(body, "locale") ?? 0) : (base?.locale ?? 0),
  is_active: flag(body, "is_active", base?.is_active ?? true),
});

/** SMS country rules of spec §5 (countryCode and locale required) plus the references. */
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
  return errors;
};

const idFrom = (request: Request): number | Response => {
  const id = intQuery(request, "id");
  return id === null ? invalid({ id: "Country id is required" }) : id;
};

const notFound = (): Response => fail(404, "SMS country not found");

export const smsCountryHandlers = [
  // The countries of one service (assumed call); without service_id, every service's.
  http.get(apiPath("/sms-services/country/list"), (info) => {
    const user = requirePermission(info, "view:sms");
    if (user instanceof Response) return user;
    const serviceId = intQuery(info.request, "service_id");
    const rows = serviceId === null ? smsCountries.all() : smsCountries.filter((c) => c.service_id === serviceId);
    return ok(pageOf(rows, pageQueryOf(info.request), ["country_code", "marker"]));
  }),

  http.post(apiPath("/sms-services/country/create"), async (info) => {
    const user = requirePermission(info, "edit:sms");
    if (user instanceof Response) return user;
    const country = merge(await jsonBody(info.request), null);
    const errors = validate(country, null);
    if (hasErrors(errors)) return invalid(errors);
    return ok(smsCountries.insert({ id: nextSmsCountryId(), ...country }), { status: 201 });
  }),

  http.put(apiPath("/sms-services/country/update"), async (info) => {
    const user = requirePermission(info, "edit:sms");
    if (user instanceof Response) return user;
    const body = await jsonBody(info.request);
    const id = numberOrNull(body, "id");
    if (id === null) return invalid({ id: "Country id is required" });
    const existing = smsCountries.get(id);
    if (!existing) return notFound();
    const country = merge(body, existing);
    const errors = validate(country, id);
    if (hasErrors(errors)) return invalid(errors);
    const updated: SmsCountryRecord = { id, ...country };
    return ok(smsCountries.update(id, () => updated) ?? updated);
  }),

  http.put(apiPath("/sms-services/country/switch"), (info) => {
    const user = requirePermission(info, "edit:sms");
    if (user instanceof Response) return user;
    const id = idFrom(info.request);
    if (id instanceof Response) return id;
    const value = queryOf(info.request).get("is_active");
    if (value !== "true" && value !== "false") return invalid({ is_active: "is_active must be true or false" });
    const updated = smsCountries.update(id, { is_active: value === "true" });
    return updated ? ok(updated) : notFound();
  }),

  http.delete(apiPath("/sms-services/country/delete"), (info) => {
    const user = requirePermission(info, "delete:sms");
    if (user instanceof Response) return user;
    const id = idFrom(info.request);
    if (id instanceof Response) return id;
    return smsCountries.remove(id) ? ok({ id }) : notFound();
  }),
];
