import { describe, expect, it } from "vitest";
import { paramPairs } from "@/registry/areas/proxyParams";
import {
  configIdFromSearch,
  configLabel,
  coordinatesOf,
  credentialsOf,
  gatewayOf,
  hostOf,
  localeLabel,
  serviceTypeLabel,
} from "@/resources/proxies/proxyFormat";

describe("proxy display helpers", () => {
  it("names a config by id and provider host", () => {
    expect(hostOf("https://api.resiflow.example.net/v2")).toBe("api.resiflow.example.net");
    expect(hostOf("not a url")).toBe("not a url");
    expect(configLabel({ id: 3, baseUrl: "https://racknode.example.org" })).toBe("#3 · racknode.example.org");
  });

  it("splits a host:port:user:password line for display", () => {
    expect(gatewayOf("gw.example.net:12389:u_abc:pw")).toBe("gw.example.net:12389");
    expect(credentialsOf("gw.example.net:12389:u_abc:pw")).toBe("u_abc:pw");
    expect(credentialsOf("gw.example.net:12389")).toBe("");
  });

  it("formats locales, coordinates and params", () => {
    expect(localeLabel({ name: "German (Germany)", code: "de_de" })).toBe("German (Germany) (de_de)");
    expect(coordinatesOf({ lat: 52.52, lng: 13.405 })).toBe("52.5200, 13.4050");
    expect(coordinatesOf({ lat: Number.NaN, lng: 1 })).toBe("—, 1.0000");
    const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ""}`;
    const ctx = { t, formatDate: (value: unknown) => `«${String(value)}»` };
    expect(
      paramPairs({ alive: true, latency_ms: 40, last_check: "2026-11-28T18:09:31.070Z", note: null }, ctx).map(
        (p) => p.text,
      ),
    ).toEqual([
      "proxy.params.alive: proxy.params.yes",
      'proxy.params.latency_ms: proxy.params.ms{"value":40}',
      "proxy.params.last_check: «2026-11-28T18:09:31.070Z»",
      "note: —",
    ]);
    expect(paramPairs(null, ctx)).toEqual([]);
  });

  it("reads the config filter from the address, 0 meaning every config", () => {
    expect(configIdFromSearch("3")).toBe(3);
    expect(configIdFromSearch(null)).toBe(0);
    expect(configIdFromSearch("0")).toBe(0);
    expect(configIdFromSearch("-2")).toBe(0);
    expect(configIdFromSearch("abc")).toBe(0);
    expect(configIdFromSearch("1.5")).toBe(0);
  });

  it("translates known service types and shows custom ones as stored", () => {
    const t = (key: string) => `[${key}]`;
    expect(serviceTypeLabel(t, "MOBILE")).toBe("[proxy.service_types.MOBILE]");
    expect(serviceTypeLabel(t, "SATELLITE")).toBe("SATELLITE");
  });
});
