import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";

/**
 * Requests that must outlive the page. A call started while the page is being hidden or unloaded
 * (a pending delete sent as the user reloads, closes the tab or follows a link away) would be
 * cancelled with the document when sent by XHR; `fetch` with `keepalive` is finished by the
 * browser after the page is gone. It goes through the same pipeline as every call (offline
 * gate, breaker, headers, cookies): only the last step, the transport, differs.
 */
let leaving = 0;

/**
 * Runs `start` with every request it makes sent as a keepalive fetch. The window stays open until
 * the next task: a call's way to the transport is a chain of promises, and a page being unloaded
 * runs the microtasks its handler queued but no later task.
 */
export const sendingWhileLeaving = (start: () => void): void => {
  leaving += 1;
  try {
    start();
  } finally {
    setTimeout(() => {
      leaving -= 1;
    });
  }
};

export const isLeaving = (): boolean => leaving > 0;

const headersOf = (config: InternalAxiosRequestConfig): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON()))
    if (typeof value === "string") headers[name] = value;
    else if (typeof value === "number" || typeof value === "boolean") headers[name] = String(value);
  return headers;
};

const bodyOf = (data: unknown): BodyInit | undefined => {
  if (data === undefined || data === null) return undefined;
  // axios' request transform has already serialised a JSON body; anything else goes as it is.
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

/**
 * The transport of a keepalive request: `fetch` is called synchronously, within the adapter call,
 * so the request has left before the page's last microtask; the answer, when the page is still
 * there to hear it, is read as axios' own adapters would give it.
 */
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

/** Writes already started that sign-out waits for as well (a bulk run sent from the Undo queue). */
const inFlight = new Set<Promise<unknown>>();

export const trackWrite = (write: Promise<unknown>): void => {
  inFlight.add(write);
  void write.finally(() => inFlight.delete(write)).catch(() => {});
};

/** What sends the console's pending writes now (the undoable deletes), registered by the signed-in shell. */
let pendingSender: (() => Promise<void>) | null = null;

export const setPendingSender = (send: (() => Promise<void>) | null): void => {
  pendingSender = send;
};

/** Sends every pending write and resolves once they are answered: sign-out waits for this. */
export const sendPendingWrites = async (): Promise<void> => {
  await pendingSender?.();
  await Promise.allSettled([...inFlight]);
};
