import type { ExtraParams, ProxyConfigWire, ProxyTimezone, ProxyWire } from "@/api/types/proxies";
import { NO_MACHINE } from "@/api/types/fleet";
import { alphanumeric, daysAgo } from "./fleetSeed";
import { seededLocaleId } from "./locales";
import { plannedMachineNames } from "./machines";
import { createRng, type Rng } from "./random";
import { table } from "./table";

/** Stored configs omit proxy_count: it is counted from the proxies on every answer. */
export type ProxyConfigRecord = Omit<ProxyConfigWire, "proxy_count">;
export type ProxyRecord = ProxyWire;

interface ConfigPlan {
  config: ProxyConfigRecord;
  count: number;
  gateway: string;
  towns: readonly ProxyTimezone[];
}

const US: readonly ProxyTimezone[] = [
  { town: "New York", timezone: "America/New_York", lat: 40.7128, lng: -74.006 },
  { town: "Chicago", timezone: "America/Chicago", lat: 41.8781, lng: -87.6298 },
  { town: "Houston", timezone: "America/Chicago", lat: 29.7604, lng: -95.3698 },
  { town: "Denver", timezone: "America/Denver", lat: 39.7392, lng: -104.9903 },
  { town: "Los Angeles", timezone: "America/Los_Angeles", lat: 34.0522, lng: -118.2437 },
];
const GB: readonly ProxyTimezone[] = [
  { town: "London", timezone: "Europe/London", lat: 51.5072, lng: -0.1276 },
  { town: "Manchester", timezone: "Europe/London", lat: 53.4808, lng: -2.2426 },
  { town: "Leeds", timezone: "Europe/London", lat: 53.8008, lng: -1.5491 },
];
const DE: readonly ProxyTimezone[] = [
  { town: "Berlin", timezone: "Europe/Berlin", lat: 52.52, lng: 13.405 },
  { town: "Munich", timezone: "Europe/Berlin", lat: 48.1351, lng: 11.582 },
  { town: "Hamburg", timezone: "Europe/Berlin", lat: 53.5511, lng: 9.9937 },
];
const PL: readonly ProxyTimezone[] = [
  { town: "Warsaw", timezone: "Europe/Warsaw", lat: 52.2297, lng: 21.0122 },
  { town: "Krakow", timezone: "Europe/Warsaw", lat: 50.0647, lng: 19.945 },
  { town: "Gdansk", timezone: "Europe/Warsaw", lat: 54.352, lng: 18.6466 },
];

const config = (
  id: number,
  host: string,
  query: string,
  type: string,
  service: string,
  auth: [string, string],
  other: ExtraParams,
  locale: number,
  delay = 30,
): ProxyConfigRecord => ({
  id,
  base_url: `https://${host}`,
  query_url: query,
  type,
  type_service: service,
  auth_params: { auth_key: auth[0], auth_value: auth[1] },
  other_params: other,
  delay_check: delay,
  locale,
});

/** Five provider feeds; the proxy counts add up to the 300 seeded proxies. */
const configPlans = (): ConfigPlan[] => [
  {
    count: 90,
    gateway: "gw.resiflow.example.net",
    towns: US,
    config: config(
      1,
      "api.resiflow.example.net",
      "/v2/proxies?country=us&format=txt",
      "HTTP",
      "RESIDENTIAL",
      ["X-Api-Key", "rf_9c2e61d4b7a80f35"],
      { rotation: "sticky", session_ttl: 30 },
      seededLocaleId("us", "en"),
    ),
  },
  {
    count: 70,
    gateway: "mobile.cellgate.example.com",
    towns: US,
    config: config(
      2,
      "cellgate.example.com",
      "/api/ports?carrier=any&country=US",
      "SOCKS5",
      "MOBILE",
      ["Authorization", "Bearer cg_51b0aa7e3d"],
      { rotate_on_request: false, carrier: "any" },
      seededLocaleId("us", "en"),
      60,
    ),
  },
  {
    count: 60,
    gateway: "dc.racknode.example.org",
    towns: DE,
    config: config(
      3,
      "racknode.example.org",
      "/list.txt?zone=eu-central",
      "HTTP",
      "DATACENTER",
      ["token", "rn_7f21c0"],
      { zone: "eu-central" },
      seededLocaleId("de", "de"),
    ),
  },
  {
    count: 50,
    gateway: "isp.lineup.example.net",
    towns: PL,
    config: config(
      4,
      "lineup.example.net",
      "/export?country=pl&type=isp",
      "HTTPS",
      "ISP",
      ["X-Auth", "lu_c08d9e55"],
      { static: true },
      seededLocaleId("pl", "pl"),
    ),
  },
  {
    count: 30,
    gateway: "test.resiflow.example.net",
    towns: GB,
    config: config(
      5,
      "staging-api.resiflow.example.net",
      "/v2/proxies?country=gb&format=txt",
      "HTTP",
      "RESIDENTIAL",
      ["X-Api-Key", "rf_test_0000"],
      { rotation: "rotating" },
      seededLocaleId("us", "en", "TEST"),
      15,
    ),
  },
];

export const proxyLine = (rng: Rng, gateway: string): string =>
  `${gateway}:${rng.int(10000, 19999)}:u_${alphanumeric(rng, 6).toLowerCase()}:${alphanumeric(rng, 12).toLowerCase()}`;

export const proxyParams = (rng: Rng, configId: number, town: ProxyTimezone): ExtraParams => ({
  town: town.town,
  alive: rng.chance(0.92),
  latency_ms: rng.int(40, 480),
  last_check: daysAgo(rng, 1),
  config: configId,
});

export const gatewayOf = (configId: number): string | undefined =>
  configPlans().find((p) => p.config.id === configId)?.gateway;
export const townsOf = (configId: number): readonly ProxyTimezone[] =>
  configPlans().find((p) => p.config.id === configId)?.towns ?? US;

export const proxyConfigs = table<ProxyConfigRecord, "id">({
  name: "proxy-configs",
  version: 1,
  key: "id",
  seed: () => configPlans().map((p) => p.config),
});

const seedProxies = (rng: Rng): ProxyRecord[] => {
  // A little over half of the proxies are bound to a machine, each machine to at most one proxy.
  const names = createRng("proxy-machines@1").shuffle(plannedMachineNames()).slice(0, 165);
  let id = 0;
  return configPlans().flatMap((plan) =>
    Array.from({ length: plan.count }, (): ProxyRecord => {
      id += 1;
      const town = rng.pick(plan.towns);
      return {
        id,
        proxy: proxyLine(rng, plan.gateway),
        name_machine: rng.chance(0.55) ? (names.pop() ?? NO_MACHINE) : NO_MACHINE,
        config_id: plan.config.id,
        timezone: { ...town },
        proxy_params: proxyParams(rng, plan.config.id, town),
      };
    }),
  );
};

export const proxies = table<ProxyRecord, "id">({ name: "proxies", version: 1, key: "id", seed: seedProxies });

export const nextProxyId = (): number => Math.max(0, ...proxies.all().map((p) => p.id)) + 1;
export const nextProxyConfigId = (): number => Math.max(0, ...proxyConfigs.all().map((c) => c.id)) + 1;

export const toProxyConfigWire = (record: ProxyConfigRecord): ProxyConfigWire => ({
  ...record,
  proxy_count: proxies.filter((p) => p.config_id === record.id).length,
});
