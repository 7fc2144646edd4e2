import { http } from "msw";
import { DEFAULT_DELAY_CHECK, type ProxyReloadWire } from "@/api/types/proxies";
import { NO_MACHINE } from "@/api/types/fleet";
import { createRng, pageOf, pageQueryOf, randomToken } from "../db";
import { locales } from "../db/locales";
import {
  gatewayOf,
  nextProxyConfigId,
  nextProxyId,
  proxies,
  proxyConfigs,
  proxyLine,
  proxyParams,
  toProxyConfigWire,
  townsOf,
  type ProxyConfigRecord,
  type ProxyRecord,
} from "../db/proxies";
import { requirePermission } from "../session";
import { notifyFleet } from "../stomp/fleetEvents";
import { apiPath, fail, invalid, jsonBody, ok, type FieldErrors } from "../wire";
import {
  hasErrors,
  has,
  intQuery,
  numberOrNull,
  record,
  required,
  scalars,
  searchRows,
  text,
  type Body,
} from "./fleetBody";

/** Proxy config rules of spec §5; the keys are the wire names of the body. */
const readConfig = (body: Body): { config: Omit<ProxyConfigRecord, "id"> } | { errors: FieldErrors } => {
  const errors: FieldErrors = {};
  const type = text(body, "type");
  const typeService = text(body, "type_service");
  const baseUrl = text(body, "base_url");
  const queryUrl = text(body, "query_url");
  const locale = numberOrNull(body, "locale");
  required(errors, "type", type, "Proxy type is required");
  required(errors, "type_service", typeService, "Service type is required");
  required(errors, "base_url", baseUrl, "Base URL is required");
  required(errors, "query_url", queryUrl, "Query URL is required");
  if (locale === null) errors.locale = "Locale is required";
  else if (!locales.get(locale)) errors.locale = "Unknown locale";
  const delay =
    has(body, "delay_check") && body.delay_check !== null ? numberOrNull(body, "delay_check") : DEFAULT_DELAY_CHECK;
  if (delay === null || !Number.isInteger(delay) || delay < 1)
    errors.delay_check = "Delay check must be a whole number of at least 1";
  if (hasErrors(errors)) return { errors };
  const auth = record(body, "auth_params");
  return {
    config: {
      base_url: baseUrl,
      query_url: queryUrl,
      type,
      type_service: typeService,
      auth_params: { auth_key: text(auth, "auth_key"), auth_value: text(auth, "auth_value") },
      other_params: scalars(body, "other_params"),
      delay_check: delay ?? DEFAULT_DELAY_CHECK,
      locale: locale ?? 0,
    },
  };
};

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return "proxy.example.net";
  }
};

/** Without a known provider the mock loads this many proxies for a config on its first reload. */
const FIRST_LOAD = 25;

/**
 * Fetching the config's list again: the same proxies (or a first batch) with fresh ports and
 * credentials; machine bindings stay, and rows keep their place in the table.
 */
const reloadProxies = (config: ProxyConfigRecord): number => {
  const rng = createRng(randomToken(8));
  const gateway = gatewayOf(config.id) ?? `gw.${hostOf(config.base_url)}`;
  const towns = townsOf(config.id);
  const fresh = (): Pick<ProxyRecord, "proxy" | "timezone" | "proxy_params"> => {
    const town = rng.pick(towns);
    return { proxy: proxyLine(rng, gateway), timezone: { ...town }, proxy_params: proxyParams(rng, config.id, town) };
  };
  const current = proxies.filter((p) => p.config_id === config.id);
  for (const p of current) proxies.update(p.id, fresh());
  if (current.length > 0) return current.length;
  let id = nextProxyId();
  for (let i = 0; i < FIRST_LOAD; i += 1)
    proxies.insert({ id: id++, name_machine: NO_MACHINE, config_id: config.id, ...fresh() });
  return FIRST_LOAD;
};

export const proxyHandlers = [
  http.get(apiPath("/proxies/list"), (info) => {
    const user = requirePermission(info, "view:proxy");
    if (user instanceof Response) return user;
    const query = pageQueryOf(info.request);
    // config_id 0 (the default) means every config.
    const configId = intQuery(info.request, "config_id") ?? 0;
    const rows = configId === 0 ? proxies.all() : proxies.filter((p) => p.config_id === configId);
    // NULL means "no machine": searched and sorted as an empty value, sent back as NULL.
    const found = searchRows(rows, query.search, (p) => [
      p.proxy,
      p.name_machine === NO_MACHINE ? null : p.name_machine,
      p.timezone.town,
      p.timezone.timezone,
    ]).map((p) => (p.name_machine === NO_MACHINE ? { ...p, name_machine: null } : p));
    const page = pageOf(found, { ...query, search: undefined });
    return ok({
      list: page.list.map((p): ProxyRecord => ({ ...p, name_machine: p.name_machine ?? NO_MACHINE })),
      totalCount: page.totalCount,
    });
  }),

  http.get(apiPath("/proxies/configs"), (info) => {
    const user = requirePermission(info, "view:proxy");
    if (user instanceof Response) return user;
    const page = pageOf(proxyConfigs.all(), pageQueryOf(info.request), [
      "base_url",
      "query_url",
      "type",
      "type_service",
    ]);
    return ok({ list: page.list.map(toProxyConfigWire), totalCount: page.totalCount });
  }),

  http.post(apiPath("/proxies/reload/:id"), (info) => {
    const user = requirePermission(info, "edit:proxy");
    if (user instanceof Response) return user;
    const config = proxyConfigs.get(Number(info.params.id));
    if (!config) return fail(404, "Proxy config not found");
    const reloaded = reloadProxies(config);
    notifyFleet(user, "Proxies reloaded", `Config ${config.id}: ${reloaded} proxies refreshed.`);
    return ok<ProxyReloadWire>({ config_id: config.id, reloaded });
  }),

  http.post(apiPath("/proxies/configs/add"), async (info) => {
    const user = requirePermission(info, "edit:proxy");
    if (user instanceof Response) return user;
    const reading = readConfig(await jsonBody(info.request));
    if ("errors" in reading) return invalid(reading.errors);
    const created = proxyConfigs.insert({ id: nextProxyConfigId(), ...reading.config });
    return ok(toProxyConfigWire(created), { status: 201 });
  }),

  http.put(apiPath("/proxies/configs/save"), async (info) => {
    const user = requirePermission(info, "edit:proxy");
    if (user instanceof Response) return user;
    const body = await jsonBody(info.request);
    const id = numberOrNull(body, "id");
    if (id === null) return invalid({ id: "Config id is required" });
    if (!proxyConfigs.get(id)) return fail(404, "Proxy config not found");
    const reading = readConfig(body);
    if ("errors" in reading) return invalid(reading.errors);
    const saved = proxyConfigs.update(id, () => ({ id, ...reading.config }));
    return saved ? ok(toProxyConfigWire(saved)) : fail(404, "Proxy config not found");
  }),

  // A config's proxies come from its provider, so they go with it.
  http.delete(apiPath("/proxies/configs/delete"), (info) => {
    const user = requirePermission(info, "delete:proxy");
    if (user instanceof Response) return user;
    const id = intQuery(info.request, "id");
    if (id === null) return invalid({ id: "Config id is required" });
    if (!proxyConfigs.remove(id)) return fail(404, "Proxy config not found");
    return ok({ id, removed_proxies: proxies.removeWhere((p) => p.config_id === id) });
  }),
];
