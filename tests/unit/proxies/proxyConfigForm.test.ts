import { describe, expect, it } from "vitest";
import { DEFAULT_DELAY_CHECK, toProxyConfigBody, type ProxyConfig } from "@/api/types/proxies";
import {
  duplicateKeys,
  emptyProxyConfigForm,
  fieldPathOf,
  parseDelayCheck,
  parseParamValue,
  paramsToRows,
  rowsToParams,
  toProxyConfigForm,
  toProxyConfigInput,
  type ProxyConfigFormValues,
} from "@/registry/areas/proxyConfigForm";

const stored: ProxyConfig = {
  id: 2,
  baseUrl: "https://cellgate.example.com",
  queryUrl: "/api/ports?carrier=any&country=US",
  proxyType: "SOCKS5",
  serviceType: "MOBILE",
  authParams: { authKey: "Authorization", authValue: "Bearer cg_51b0aa7e3d" },
  otherParams: { rotate_on_request: false, carrier: "any", session_ttl: 30, note: null },
  delayCheck: 60,
  localeId: 7,
  proxyCount: 70,
};

const filled: ProxyConfigFormValues = {
  serviceType: "RESIDENTIAL",
  proxyType: "HTTP",
  baseUrl: "  https://api.new.example.com ",
  queryUrl: " /v1/list ",
  localeId: 3,
  auth: [{ key: " X-Api-Key ", value: "secret " }],
  otherParams: [
    { key: "ttl", value: "30" },
    { key: "", value: "" },
    { key: " sticky ", value: "true" },
  ],
  delayCheck: "45",
};

describe("proxy config form ↔ API input", () => {
  it("starts a new config with delay_check 30, one empty auth row and no other params", () => {
    expect(emptyProxyConfigForm()).toEqual({
      serviceType: undefined,
      proxyType: undefined,
      baseUrl: "",
      queryUrl: "",
      localeId: null,
      auth: [{ key: "", value: "" }],
      otherParams: [],
      delayCheck: 30,
    });
    expect(DEFAULT_DELAY_CHECK).toBe(30);
  });

  it("converts the form into the client's input: trimmed texts, one auth pair, typed params", () => {
    expect(toProxyConfigInput(filled)).toEqual({
      id: null,
      serviceType: "RESIDENTIAL",
      proxyType: "HTTP",
      baseUrl: "https://api.new.example.com",
      queryUrl: "/v1/list",
      localeId: 3,
      authParams: { authKey: "X-Api-Key", authValue: "secret " },
      otherParams: { ttl: 30, sticky: true },
      delayCheck: 45,
    });
  });

  it("sends the wire names of PRX-3 (type, type_service, locale, delay_check)", () => {
    expect(toProxyConfigBody(toProxyConfigInput(filled, 9))).toEqual({
      id: 9,
      base_url: "https://api.new.example.com",
      query_url: "/v1/list",
      type: "HTTP",
      type_service: "RESIDENTIAL",
      auth_params: { auth_key: "X-Api-Key", auth_value: "secret " },
      other_params: { ttl: 30, sticky: true },
      delay_check: 45,
      locale: 3,
    });
  });

  it("leaves an emptied delay check to the server's default and sends no auth when the row is removed", () => {
    const input = toProxyConfigInput({ ...filled, delayCheck: "", auth: [] });
    expect(input.delayCheck).toBeNull();
    expect(input.authParams).toEqual({ authKey: "", authValue: "" });
    expect(toProxyConfigBody(input)).not.toHaveProperty("delay_check");
  });

  it("round-trips a stored config through the form without changing it", () => {
    const form = toProxyConfigForm(stored);
    expect(form.auth).toEqual([{ key: "Authorization", value: "Bearer cg_51b0aa7e3d" }]);
    expect(form.otherParams).toEqual([
      { key: "rotate_on_request", value: "false" },
      { key: "carrier", value: "any" },
      { key: "session_ttl", value: "30" },
      { key: "note", value: "null" },
    ]);
    const { id: _id, proxyCount: _count, ...rest } = stored;
    expect(toProxyConfigInput(form, stored.id)).toEqual({ ...rest, id: 2 });
  });

  it("shows a config without auth as no auth row", () => {
    expect(toProxyConfigForm({ ...stored, authParams: { authKey: "", authValue: "" } }).auth).toEqual([]);
  });
});

describe("key/value params", () => {
  it("keeps only canonical numbers, booleans and null typed", () => {
    expect(parseParamValue("30")).toBe(30);
    expect(parseParamValue("-1.5")).toBe(-1.5);
    expect(parseParamValue("0123")).toBe("0123");
    expect(parseParamValue("1e3")).toBe("1e3");
    expect(parseParamValue("true")).toBe(true);
    expect(parseParamValue("false")).toBe(false);
    expect(parseParamValue("null")).toBeNull();
    expect(parseParamValue(" any ")).toBe("any");
    expect(parseParamValue("")).toBe("");
  });

  it("drops rows without a key and round-trips typed values", () => {
    expect(
      rowsToParams([
        { key: "", value: "x" },
        { key: "a", value: "1" },
        { key: " b ", value: undefined },
      ]),
    ).toEqual({ a: 1, b: "" });
    expect(rowsToParams(paramsToRows(stored.otherParams))).toEqual(stored.otherParams);
  });

  it("finds duplicate keys after trimming", () => {
    expect([...duplicateKeys([{ key: "a" }, { key: " a " }, { key: "b" }, { key: "" }, { key: "" }])]).toEqual(["a"]);
    expect(duplicateKeys(undefined).size).toBe(0);
  });

  it("reads the delay check as a number or as not given", () => {
    expect(parseDelayCheck("30")).toBe(30);
    expect(parseDelayCheck(15)).toBe(15);
    expect(parseDelayCheck(" ")).toBeNull();
    expect(parseDelayCheck(null)).toBeNull();
    expect(parseDelayCheck(undefined)).toBeNull();
  });
});

describe("422 errors onto the form's fields", () => {
  const values: ProxyConfigFormValues = { otherParams: [{ key: "zone", value: "" }] };

  it("puts plain fields under their own names and auth errors on the auth row", () => {
    expect(fieldPathOf("baseUrl", values)).toEqual(["baseUrl"]);
    expect(fieldPathOf("localeId", values)).toEqual(["localeId"]);
    expect(fieldPathOf("authParams.authKey", values)).toEqual(["auth", 0, "key"]);
    expect(fieldPathOf("authParams.authValue", values)).toEqual(["auth", 0, "value"]);
  });

  it("puts an other-params error on the row with that key, or on the list", () => {
    expect(fieldPathOf("otherParams.zone", values)).toEqual(["otherParams", 0, "value"]);
    expect(fieldPathOf("otherParams.missing", values)).toEqual(["otherParams"]);
    expect(fieldPathOf("disks.1.name", values)).toEqual(["disks", 1, "name"]);
  });
});
