import { http } from "msw";
import { DEFAULT_SMS_PRIORITY, type SmsServiceWire } from "@/api/types/sms";
import { pageOf, pageQueryOf } from "../db";
import { nextSmsServiceId, smsServices } from "../db/sms";
import { smsMessages, smsNumbers } from "../db/smsNumbers";
import { requirePermission } from "../session";
import { apiPath, fail, invalid, jsonBody, ok, type FieldErrors } from "../wire";
import { flag, has, hasErrors, intQuery, numberOrNull, queryOf, text, type Body } from "./fleetBody";
import { smsCountryHandlers } from "./smsCountries";

type ServiceFields = Omit<SmsServiceWire, "id">;

/** Present fields replace stored ones, so an update may send a single field. */
const merge = (body: Body, base: ServiceFields | null): { fields: ServiceFields; priority: number | null } => {
  const priority =
    has(body, "priority") && body.priority !== null
      ? numberOrNull(body, "priority")
      : (base?.priority ?? DEFAULT_SMS_PRIORITY);
  return {
    priority,
    fields: {
      name: has(body, "name") ? text(body, "name") : (base?.name ?? ""),
      url: has(body, "url") ? text(body, "url") : (base?.url ?? ""),
      api_key: has(body, "api_key") ? text(body, "api_key") : (base?.api_key ?? ""),
      is_active: flag(body, "is_active", base?.is_active ?? true),
      priority: priority ?? DEFAULT_SMS_PRIORITY,
    },
  };
};

/** SMS service rules of spec §5: name, url and api_key required, priority a whole number ≥ 0. */
const validate = ({ fields, priority }: ReturnType<typeof merge>): FieldErrors => {
  const errors: FieldErrors = {};
  if (!fields.name) errors.name = "Name is required";
  if (!fields.url) errors.url = "URL is required";
  if (!fields.api_key) errors.api_key = "API key is required";
  if (priority === null || !Number.isInteger(priority) || priority < 0)
    errors.priority = "Priority must be a whole number of at least 0";
  return errors;
};

const filtered = <T extends { service_id: number; status: string }>(
  rows: readonly T[],
  request: Request,
): readonly T[] => {
  const serviceId = intQuery(request, "service_id");
  const status = queryOf(request).get("status");
  if (serviceId === null && !status) return rows;
  return rows.filter((r) => (serviceId === null || r.service_id === serviceId) && (!status || r.status === status));
};

export const smsHandlers = [
  http.get(apiPath("/sms-services/list"), (info) => {
    const user = requirePermission(info, "view:sms");
    if (user instanceof Response) return user;
    return ok(pageOf(smsServices.all(), pageQueryOf(info.request), ["name", "url"]));
  }),

  http.post(apiPath("/sms-services/create"), async (info) => {
    const user = requirePermission(info, "edit:sms");
    if (user instanceof Response) return user;
    const merged = merge(await jsonBody(info.request), null);
    const errors = validate(merged);
    if (hasErrors(errors)) return invalid(errors);
    return ok(smsServices.insert({ id: nextSmsServiceId(), ...merged.fields }), { status: 201 });
  }),

  http.put(apiPath("/sms-services/update"), async (info) => {
    const user = requirePermission(info, "edit:sms");
    if (user instanceof Response) return user;
    const body = await jsonBody(info.request);
    const id = numberOrNull(body, "id");
    if (id === null) return invalid({ id: "Service id is required" });
    const existing = smsServices.get(id);
    if (!existing) return fail(404, "SMS service not found");
    const merged = merge(body, existing);
    const errors = validate(merged);
    if (hasErrors(errors)) return invalid(errors);
    return ok(smsServices.update(id, () => ({ id, ...merged.fields })) ?? existing);
  }),

  // Rented numbers (assumed call), newest first unless sorted otherwise.
  http.get(apiPath("/sms-services/numbers/list"), (info) => {
    const user = requirePermission(info, "view:sms");
    if (user instanceof Response) return user;
    const country = queryOf(info.request).get("country")?.toUpperCase();
    const rows = filtered(smsNumbers.all(), info.request).filter((n) => !country || n.country === country);
    const query = pageQueryOf(info.request);
    return ok(pageOf(rows, { ...query, sort: query.sort ?? "time_create:desc" }, ["phone", "country", "status"]));
  }),

  http.get(apiPath("/sms-services/sms/list"), (info) => {
    const user = requirePermission(info, "view:sms");
    if (user instanceof Response) return user;
    return ok(
      pageOf(filtered(smsMessages.all(), info.request), pageQueryOf(info.request), ["phone", "text", "status"]),
    );
  }),

  http.post(apiPath("/sms-services/sms/cancel"), (info) => {
    const user = requirePermission(info, "edit:sms");
    if (user instanceof Response) return user;
    const id = intQuery(info.request, "id");
    if (id === null) return invalid({ id: "Message id is required" });
    const message = smsMessages.get(id);
    if (!message) return fail(404, "SMS message not found");
    if (message.status !== "PENDING") return fail(409, "Only a pending message can be cancelled");
    return ok(smsMessages.update(id, { status: "CANCELLED" }) ?? message);
  }),

  ...smsCountryHandlers,
];
