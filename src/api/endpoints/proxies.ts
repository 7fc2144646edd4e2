import { request } from "@/api/http";
import { numericId } from "@/api/types/fleet";
import {
  PROXY_CONFIG_FIELD_NAMES,
  toProxy,
  toProxyConfig,
  toProxyConfigBody,
  type ProxyConfig,
  type ProxyConfigInput,
  type ProxyReloadWire,
} from "@/api/types/proxies";
import { deleteById, pagedList, sendForm } from "./calls";

const CONFIG_WIRE_NAMES = { proxyType: "type", serviceType: "type_service", localeId: "locale" } as const;

const sendConfig = (method: "POST" | "PUT", url: string, input: ProxyConfigInput): Promise<ProxyConfig> =>
  sendForm(method, url, toProxyConfigBody(input), toProxyConfig, PROXY_CONFIG_FIELD_NAMES);

export const proxiesApi = {
  /** GET /proxies/list; filters: configId (0 or absent = every config) */
  list: pagedList("/proxies/list", toProxy),
};

/** 422 messages come back under the form's names. */
export const proxyConfigsApi = {
  list: pagedList("/proxies/configs", toProxyConfig, { renames: CONFIG_WIRE_NAMES }),
  all: async (): Promise<ProxyConfig[]> => (await proxyConfigsApi.list({ page: 1, size: -1 })).list,
  /** POST /proxies/configs/add; delay_check defaults to 30 on the server */
  create: (input: ProxyConfigInput): Promise<ProxyConfig> =>
    sendConfig("POST", "/proxies/configs/add", { ...input, id: null }),
  /** PUT /proxies/configs/save with the full config (method assumed) */
  update: (id: string | number, input: ProxyConfigInput): Promise<ProxyConfig> =>
    sendConfig("PUT", "/proxies/configs/save", { ...input, id: numericId(id) }),
  save: (input: ProxyConfigInput): Promise<ProxyConfig> =>
    input.id ? proxyConfigsApi.update(input.id, input) : proxyConfigsApi.create(input),
  /** DELETE /proxies/configs/delete?id=; the config's proxies go with it */
  remove: deleteById("/proxies/configs/delete"),
  /** POST /proxies/reload/{id}: fetch the config's proxies again (id = config id, assumed) */
  reload: async (configId: number): Promise<{ configId: number; reloaded: number }> => {
    const answer = await request<ProxyReloadWire>("POST", `/proxies/reload/${configId}`);
    return { configId: answer.config_id, reloaded: answer.reloaded };
  },
};
