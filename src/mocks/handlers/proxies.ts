import { TEXT_LIMITS } from "@/config";
import { hasForeignScheme, isHttpUrl } from "@/lib/httpUrl";
import { DEFAULT_DELAY_CHECK, MAX_DELAY_CHECK, type ProxyReloadWire } from "@/api/types/proxies";
import { NO_MACHINE } from "@/api/types/fleet";
import { crudHandlers, type Reading } from "../crudHandlers";
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
import { guarded } from "../guarded";
import { notifyFleet } from "../stomp/fleetEvents";
import { fail, ok, type FieldErrors } from "../wire";
import {
  checkLengths,
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

/** The proxy config's rules; the keys are the wire names of the body. */
const readConfig = (body: Body): Reading<Omit<ProxyConfigRecord, "id">> => {
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
  if (baseUrl && !isHttpUrl(baseUrl)) errors.base_url = "Base URL must start with http:// or https://";
  if (hasForeignScheme(queryUrl)) errors.query_url = "Query URL must be a path or an http:// or https:// address";
  if (locale === null) errors.locale = "Locale is required";
  else if (!locales.get(locale)) errors.locale = "Unknown locale";
  const delay =
    has(body, "delay_check") && body.delay_check !== null ? numberOrNull(body, "delay_check") : DEFAULT_DELAY_CHECK;
  if (delay === null || !Number.isInteger(delay) || delay < 1)
    errors.delay_check = "Delay check must be a whole number of at least 1";
  else if (delay > MAX_DELAY_CHECK) errors.delay_check = `Delay check must be at most ${MAX_DELAY_CHECK}`;
  checkLengths(errors, body, {
    base_url: TEXT_LIMITS.url,
    query_url: TEXT_LIMITS.url,
    "auth_params.auth_key": TEXT_LIMITS.name,
    "auth_params.auth_value": TEXT_LIMITS.text,
  });
  if (hasErrors(errors)) return { errors };
  const auth = record(body, "auth_params");
  return {
    value: {
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

/** A reload: same proxies with fresh ports and credentials; bindings and row order stay. */
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
  // NULL means "no machine": searched and sorted as an empty value, sent back as NULL.
  guarded("get", "/proxies/list", "view:proxy", (info) => {
    const query = pageQueryOf(info.request);
    // config_id 0 (the default) means every config.
    const configId = intQuery(info.request, "config_id") ?? 0;
    const rows = configId === 0 ? proxies.all() : proxies.filter((p) => p.config_id === configId);
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

  ...crudHandlers({
    path: "/proxies/configs",
    live: "proxy-configs",
    table: proxyConfigs,
    routes: { list: "", create: "/add", update: "/save", delete: "/delete" },
    permissions: { view: "view:proxy", edit: "edit:proxy", delete: "delete:proxy" },
    search: ["base_url", "query_url", "type", "type_service"],
    validate: (body) => readConfig(body),
    nextId: nextProxyConfigId,
    toWire: (rows) => rows.map(toProxyConfigWire),
    messages: { notFound: "Proxy config not found", idRequired: "Config id is required" },
    // A config's proxies come from its provider, so they go with it.
    deleted: (id) => ({ removed_proxies: proxies.removeWhere((p) => p.config_id === id) }),
  }),

  guarded("post", "/proxies/reload/:id", "edit:proxy", (info, user) => {
    const config = proxyConfigs.get(Number(info.params.id));
    if (!config) return fail(404, "Proxy config not found");
    const reloaded = reloadProxies(config);
    notifyFleet(user, { key: "proxies_reloaded", params: { config: config.id, count: reloaded } });
    return ok<ProxyReloadWire>({ config_id: config.id, reloaded });
  }),
];
