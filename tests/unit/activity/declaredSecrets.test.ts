import { describe, expect, it } from "vitest";
import { auditChanges, auditValue } from "@/lib/auditChanges";
import { registry } from "@/registry";
import { emptyProxyConfigForm, toProxyConfigInput } from "@/registry/areas/proxyConfigForm";
import { lookups } from "@/registry/lookups";

// Every declared field and column that could hold a secret (a password, a key, a token, a URL that
// carries one), written into an Activity entry the way the console sends it: the secret never stays.

const SECRET = "Zq9-s3cr3t-Value";
// An auth pair's key is a header's name (the list shows it): its value is the secret.
const COULD_HOLD_ONE = /pass|secret|token|api[-_]?key|auth[-_]?(value|data)|url|link|recovery/i;
const IS_ADDRESS = /url|link/i;

/** A dotted key as the body nests it: `serverParams.updateLink` is `{ serverParams: { updateLink } }`. */
const nested = (key: string, value: unknown): Record<string, unknown> =>
  key
    .split(".")
    .reverse()
    .reduce<unknown>((inner, part) => ({ [part]: inner }), value) as Record<string, unknown>;

const declared = [...registry, ...lookups].flatMap((area) => {
  // A bare field sends nothing of its own (the proxy config's auth pairs go as authParams, checked below).
  const formFields = ("form" in area ? (area.form?.fields ?? []) : [])
    .filter((f) => !f.bare)
    .map((f) => ({ key: f.key, kind: f.kind }));
  const columns = (area.table?.columns ?? []).map((c) => ({ key: c.key, kind: "column" }));
  return [...formFields, ...columns]
    .filter(({ key, kind }) => kind === "password" || COULD_HOLD_ONE.test(key))
    .map(({ key }) => ({ area: area.name, key }));
});

/** How each may carry it: an address as a query parameter or a URL's password, any other as its value. */
const carriers = (key: string): string[] =>
  IS_ADDRESS.test(key)
    ? [
        `https://api.example.test/v1?token=${SECRET}&country=ua`,
        `https://api.example.test/v1?api_key=${SECRET}`,
        `https://bot:${SECRET}@updates.example.test/bot.apk`,
      ]
    : [SECRET];

describe("a secret in any declared field is masked in Activity", () => {
  it.each(declared.map(({ area, key }) => [area, key] as const))("%s: %s", (_, key) => {
    for (const value of carriers(key)) {
      const written = JSON.stringify(auditChanges(nested(key, value), nested(key, `${value}-before`)));
      expect(written, value).not.toContain(SECRET);
    }
  });

  it("the proxy config's auth pair keeps its header name and hides its value", () => {
    const body = toProxyConfigInput({ ...emptyProxyConfigForm(), auth: [{ key: "X-Api-Key", value: SECRET }] });
    const written = JSON.stringify(auditChanges(body));
    expect(written).not.toContain(SECRET);
    expect(written).toContain("X-Api-Key");
    expect(auditValue({ authValue: SECRET, authKey: "X-Api-Key" })).toBe('{"authKey":"X-Api-Key"}');
  });

  it("runs over the fields that hold one: passwords, API keys, auth values and addresses", () => {
    const names = declared.map(({ area, key }) => `${area}.${key}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "sms-services.apiKey",
        "sms-services.url",
        "servers.serverParams.updateLink",
        "proxy-configs.baseUrl",
        "proxy-configs.queryUrl",
        "accounts.password",
      ]),
    );
  });
});
