import {
  DEFAULT_DELAY_CHECK,
  MAX_DELAY_CHECK,
  type ExtraParams,
  type ProxyConfig,
  type ProxyConfigInput,
} from "@/api/types/proxies";
import type { FormFieldPath } from "@/lib/fieldErrors";

/** One editable key/value row; values are text in the form whatever their type on the wire. */
export interface KeyValueRow {
  key?: string;
  value?: string;
}

export type ProxyConfigFormValues = {
  serviceType?: string;
  proxyType?: string;
  baseUrl?: string;
  queryUrl?: string;
  localeId?: number | null;
  /** the wire holds a single auth pair, so this list has at most one row */
  auth?: KeyValueRow[];
  otherParams?: KeyValueRow[];
  /** NumberField hands over cleaned text */
  delayCheck?: string | number | null;
};

export const MIN_DELAY_CHECK = 1;
export { MAX_DELAY_CHECK };

export const emptyProxyConfigForm = (): ProxyConfigFormValues => ({
  serviceType: undefined,
  proxyType: undefined,
  baseUrl: "",
  queryUrl: "",
  localeId: null,
  auth: [{ key: "", value: "" }],
  otherParams: [],
  delayCheck: DEFAULT_DELAY_CHECK,
});

const paramText = (value: ExtraParams[string]): string => (value === null ? "null" : String(value));

export const paramsToRows = (params: ExtraParams): KeyValueRow[] =>
  Object.entries(params).map(([key, value]) => ({ key, value: paramText(value) }));

/** Text that reads exactly as a number, boolean or null goes back as one, so an edit keeps the config's value types. */
export const parseParamValue = (text: string): ExtraParams[string] => {
  const value = text.trim();
  if (value === "true") return true;
  if (value === "false") return false;
  if (value === "null") return null;
  if (value !== "" && String(Number(value)) === value) return Number(value);
  return value;
};

export const rowsToParams = (rows: readonly KeyValueRow[] | undefined): ExtraParams => {
  const params: ExtraParams = {};
  for (const row of rows ?? []) {
    const key = row.key?.trim() ?? "";
    if (key) params[key] = parseParamValue(row.value ?? "");
  }
  return params;
};

export const duplicateKeys = (rows: readonly KeyValueRow[] | undefined): Set<string> => {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const row of rows ?? []) {
    const key = row.key?.trim() ?? "";
    if (!key) continue;
    if (seen.has(key)) twice.add(key);
    seen.add(key);
  }
  return twice;
};

export const toProxyConfigForm = (config: ProxyConfig): ProxyConfigFormValues => ({
  serviceType: config.serviceType,
  proxyType: config.proxyType,
  baseUrl: config.baseUrl,
  queryUrl: config.queryUrl,
  localeId: config.localeId,
  auth:
    config.authParams.authKey || config.authParams.authValue
      ? [{ key: config.authParams.authKey, value: config.authParams.authValue }]
      : [],
  otherParams: paramsToRows(config.otherParams),
  delayCheck: config.delayCheck,
});

/** Empty text means "not given": the server then applies its default of 30. */
export const parseDelayCheck = (value: ProxyConfigFormValues["delayCheck"]): number | null => {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === "" ? null : Number(text);
};

export const toProxyConfigInput = (values: ProxyConfigFormValues, id?: number | null): ProxyConfigInput => {
  const [auth] = values.auth ?? [];
  return {
    id: id ?? null,
    serviceType: values.serviceType?.trim() ?? "",
    proxyType: values.proxyType?.trim() ?? "",
    baseUrl: values.baseUrl?.trim() ?? "",
    queryUrl: values.queryUrl?.trim() ?? "",
    localeId: values.localeId ?? null,
    authParams: { authKey: auth?.key?.trim() ?? "", authValue: auth?.value ?? "" },
    otherParams: rowsToParams(values.otherParams),
    delayCheck: parseDelayCheck(values.delayCheck),
  };
};

/** Moves 422 errors named after config fields (`authParams.authKey`) onto the row that shows them. */
export const fieldPathOf = (name: string, values: ProxyConfigFormValues): FormFieldPath => {
  const [head = "", ...rest] = name.split(".");
  if (head === "authParams") return ["auth", 0, rest[0] === "authValue" ? "value" : "key"];
  if (head === "otherParams" && rest.length > 0) {
    const index = (values.otherParams ?? []).findIndex((row) => row.key?.trim() === rest.join("."));
    if (index >= 0) return ["otherParams", index, "value"];
    return ["otherParams"];
  }
  return [head, ...rest].map((part) => (/^\d+$/.test(part) ? Number(part) : part));
};
