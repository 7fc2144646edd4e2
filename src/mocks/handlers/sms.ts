import { TEXT_LIMITS } from "@/config";
import { isHttpUrl } from "@/lib/httpUrl";
import { DEFAULT_SMS_PRIORITY, MAX_SMS_PRIORITY, type SmsServiceWire } from "@/api/types/sms";
import { crudHandlers, listHandler } from "../crudHandlers";
import { nextSmsServiceId, smsServices } from "../db/sms";
import { smsMessages, smsNumbers } from "../db/smsNumbers";
import { guarded } from "../guarded";
import { fail, invalid, ok, type FieldErrors } from "../wire";
import { checkLengths, flag, has, hasErrors, intQuery, numberOrNull, queryOf, text, type Body } from "./fleetBody";
import { smsCountryHandlers } from "./smsCountries";

type ServiceFields = Omit<SmsServiceWire, "id">;

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

/** SMS service rules: name, url and api_key required, priority a whole number ≥ 0. */
const validate = ({ fields, priority }: ReturnType<typeof merge>): FieldErrors => {
  const errors: FieldErrors = {};
  if (!fields.name) errors.name = "Name is required";
  if (!fields.url) errors.url = "URL is required";
  else if (!isHttpUrl(fields.url)) errors.url = "URL must start with http:// or https://";
  if (!fields.api_key) errors.api_key = "API key is required";
  if (priority === null || !Number.isInteger(priority) || priority < 0)
    errors.priority = "Priority must be a whole number of at least 0";
  else if (priority > MAX_SMS_PRIORITY) errors.priority = `Priority must be at most ${MAX_SMS_PRIORITY}`;
  checkLengths(errors, fields, { name: TEXT_LIMITS.name, url: TEXT_LIMITS.url, api_key: TEXT_LIMITS.text });
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
  ...crudHandlers({
    path: "/sms-services",
    live: "sms-services",
    table: smsServices,
    routes: { list: "/list", create: "/create", update: "/update" },
    permissions: { view: "view:sms", edit: "edit:sms" },
    search: ["name", "url"],
    validate: (body, existing) => {
      const merged = merge(body, existing);
      const errors = validate(merged);
      return hasErrors(errors) ? { errors } : { value: merged.fields };
    },
    nextId: nextSmsServiceId,
    messages: { notFound: "SMS service not found", idRequired: "Service id is required" },
  }),

  // Rented numbers (assumed call), newest first unless sorted otherwise.
  listHandler("/sms-services/numbers/list", "view:sms", {
    scope: (request) => {
      const country = queryOf(request).get("country")?.toUpperCase();
      return filtered(smsNumbers.all(), request).filter((n) => !country || n.country === country);
    },
    search: ["phone", "country", "status"],
    sort: "time_create:desc",
  }),

  listHandler("/sms-services/sms/list", "view:sms", {
    scope: (request) => filtered(smsMessages.all(), request),
    search: ["phone", "text", "status"],
  }),

  guarded("post", "/sms-services/sms/cancel", "edit:sms", (info) => {
    const id = intQuery(info.request, "id");
    if (id === null) return invalid({ id: "Message id is required" });
    const message = smsMessages.get(id);
    if (!message) return fail(404, "SMS message not found");
    if (message.status !== "PENDING") return fail(409, "Only a pending message can be cancelled");
    return ok(smsMessages.update(id, { status: "CANCELLED" }) ?? message);
  }),

  ...smsCountryHandlers,
];
