import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";

// XHR is cancelled with the document; a keepalive `fetch` is finished by the browser after the page
// is gone, so a call made while the page goes away (pendingWrites.ts) is sent through this adapter.

const headersOf = (config: InternalAxiosRequestConfig): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON()))
    if (typeof value === "string") headers[name] = value;
    else if (typeof value === "number" || typeof value === "boolean") headers[name] = String(value);
  return headers;
};

const bodyOf = (data: unknown): BodyInit | undefined => {
  if (data === undefined || data === null) return undefined;
  // axios' request transform has already serialised a JSON body.
  return typeof data === "string" ? data : (data as BodyInit);
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return "";
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** `fetch` is called synchronously, so the request has left before the page's last microtask. */
export const keepaliveAdapter: AxiosAdapter = (config) => {
  const sent = fetch(new URL(axios.getUri(config), location.href).toString(), {
    method: (config.method ?? "get").toUpperCase(),
    headers: headersOf(config),
    body: bodyOf(config.data),
    credentials: config.withCredentials ? "include" : "same-origin",
    keepalive: true,
    signal: config.signal instanceof AbortSignal ? config.signal : undefined,
  });
  return sent.then(
    async (response): Promise<AxiosResponse> => {
      const answer: AxiosResponse = {
        data: await readBody(response),
        status: response.status,
        statusText: response.statusText,
        headers: Object.fromEntries(response.headers.entries()),
        config,
      };
      const valid = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
      if (valid(answer.status)) return answer;
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        answer,
      );
    },
    (error: unknown) => {
      throw new AxiosError(error instanceof Error ? error.message : "Network Error", AxiosError.ERR_NETWORK, config);
    },
  );
};
