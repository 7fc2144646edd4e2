import { PROXY_SERVICE_TYPES, type ProxyConfig, type ProxyTimezone } from "@/api/types/proxies";
import type { Locale } from "@/api/types/locales";

/** Configs have no name of their own; the provider's host tells them apart best. */
export const hostOf = (url: string): string => {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
};

/** `host:port` and `user:password` of a `host:port:user:password` line (the latter empty when it has none). */
export const gatewayOf = (proxy: string): string => proxy.split(":").slice(0, 2).join(":");

export const credentialsOf = (proxy: string): string => proxy.split(":").slice(2).join(":");

export const configLabel = (config: Pick<ProxyConfig, "id" | "baseUrl">): string =>
  `#${config.id} · ${hostOf(config.baseUrl)}`;

export const localeLabel = (locale: Pick<Locale, "name" | "code">): string => `${locale.name} (${locale.code})`;

const coordinate = (value: number): string => (Number.isFinite(value) ? value.toFixed(4) : "—");

export const coordinatesOf = (zone: Pick<ProxyTimezone, "lat" | "lng">): string =>
  `${coordinate(zone.lat)}, ${coordinate(zone.lng)}`;

/** `?config=<id>`; anything else means every config. */
export const configIdFromSearch = (value: string | null): number => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** Known service types have translated names; a custom one is shown as stored. */
export const serviceTypeLabel = (t: (key: string) => string, value: string): string =>
  (PROXY_SERVICE_TYPES as readonly string[]).includes(value) ? t(`proxy.service_types.${value}`) : value;
