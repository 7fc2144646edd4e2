import { machineNameOrNull } from "./fleet";

export const PROXY_TYPES = ["HTTP", "HTTPS", "SOCKS5"] as const;
export const PROXY_SERVICE_TYPES = ["RESIDENTIAL", "MOBILE", "DATACENTER", "ISP"] as const;
export const DEFAULT_DELAY_CHECK = 30;
/** Assumed ceiling (docs/api.md): one check a day, in seconds. */
export const MAX_DELAY_CHECK = 86_400;

/** Free-form provider settings: shown and edited as key/value pairs, never renamed. */
export type ExtraParams = Record<string, string | number | boolean | null>;

export interface ProxyTimezone {
  town: string;
  timezone: string;
  lat: number;
  lng: number;
}

export interface ProxyWire {
  id: number;
  proxy: string;
  /** the literal "NULL" when no machine uses the proxy */
  name_machine: string;
  config_id: number;
  timezone: ProxyTimezone;
  proxy_params: ExtraParams;
}

export interface Proxy {
  id: number;
  proxy: string;
  host: string;
  port: number;
  nameMachine: string | null;
  configId: number;
  timezone: ProxyTimezone;
  proxyParams: ExtraParams;
}

export const toProxy = (w: ProxyWire): Proxy => {
  const [host = "", port = ""] = w.proxy.split(":");
  return {
    id: w.id,
    proxy: w.proxy,
    host,
    port: Number(port) || 0,
    nameMachine: machineNameOrNull(w.name_machine),
    configId: w.config_id,
    timezone: w.timezone,
    proxyParams: w.proxy_params,
  };
};

export interface ProxyConfigWire {
  id: number;
  base_url: string;
  query_url: string;
  type: string;
  type_service: string;
  auth_params: { auth_key: string; auth_value: string };
  other_params: ExtraParams;
  delay_check: number;
  locale: number;
  /** proxies currently loaded from this config (assumed, read-only) */
  proxy_count: number;
}

type ProxyConfigBodyWire = Omit<ProxyConfigWire, "id" | "proxy_count"> & { id?: number };

export interface ProxyConfig {
  id: number;
  baseUrl: string;
  queryUrl: string;
  proxyType: string;
  serviceType: string;
  authParams: { authKey: string; authValue: string };
  otherParams: ExtraParams;
  delayCheck: number;
  localeId: number;
  proxyCount: number;
}

export type ProxyConfigInput = Omit<ProxyConfig, "id" | "proxyCount" | "delayCheck" | "otherParams" | "localeId"> & {
  id?: number | null;
  delayCheck?: number | null;
  otherParams?: ExtraParams;
  localeId: number | null;
};

/** Wire → form names, also used to put 422 messages under the form's own fields. */
export const PROXY_CONFIG_FIELD_NAMES: Readonly<Record<string, string>> = {
  type: "proxyType",
  type_service: "serviceType",
  locale: "localeId",
};

export const toProxyConfig = (w: ProxyConfigWire): ProxyConfig => ({
  id: w.id,
  baseUrl: w.base_url,
  queryUrl: w.query_url,
  proxyType: w.type,
  serviceType: w.type_service,
  authParams: { authKey: w.auth_params.auth_key, authValue: w.auth_params.auth_value },
  otherParams: w.other_params,
  delayCheck: w.delay_check,
  localeId: w.locale,
  proxyCount: w.proxy_count,
});

/** A missing delay_check is left to the server, which applies the default of 30. */
export const toProxyConfigBody = (input: ProxyConfigInput): Partial<ProxyConfigBodyWire> => ({
  ...(input.id ? { id: input.id } : {}),
  base_url: input.baseUrl,
  query_url: input.queryUrl,
  type: input.proxyType,
  type_service: input.serviceType,
  auth_params: { auth_key: input.authParams.authKey, auth_value: input.authParams.authValue },
  other_params: input.otherParams ?? {},
  ...(input.delayCheck === null || input.delayCheck === undefined ? {} : { delay_check: input.delayCheck }),
  ...(input.localeId === null ? {} : { locale: input.localeId }),
});

/** POST /proxies/reload/{configId} (assumed answer). */
export interface ProxyReloadWire {
  config_id: number;
  reloaded: number;
}
