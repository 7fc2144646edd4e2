import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import axios from "axios";
import {
  api,
  configureHttp,
  createHttp,
  NOT_THE_API,
  request,
  resetHttpState,
  serverAnswers,
  unwrapData,
} from "@/api/http";
import { setBackendStarter } from "@/api/backendGate";
import { setNavigator } from "@/api/redirect";
import { readText } from "@/lib/readText";
import { createFakeServer, failure, harness, sequence } from "./fakeAdapter";
import { REQUEST } from "@/config";

/**
 * The parts of src/api/http.ts the other request-layer tests did not reach —
 * what counts as success, the language header, the default transport, the health check and the
 * file calls whose error body arrives as a Blob.
 */
const REFRESH = "/auth/refreshToken";

const settle = async <T>(p: Promise<T>): Promise<T | Error> => {
  const caught = p.catch((e: Error) => e);
  await vi.runAllTimersAsync();
  return caught;
};

describe("what counts as success (docs/api.md: any 2xx)", () => {
  it.each([200, 201, 204, 299])("%i resolves", async (status) => {
    const { http } = harness(() => ({ status, data: { data: "ok" } }));
    await expect(request("GET", "/a", {}, http.api)).resolves.toBe("ok");
  });

  it.each([199, 300, 304])("%i rejects as a generic error with the transport message", async (status) => {
    const { http, server } = harness(() => ({ status, data: { data: "ok" } }));
    const error = await failure(request("GET", "/a", {}, http.api));
    expect(error.kind).toBe("unknown");
    expect(error.status).toBe(status);
    expect(error.message).toBe(`Request failed with status code ${status}`);
    expect(server.calls).toHaveLength(1);
  });
});

describe("Accept-Language (docs/api.md conventions)", () => {
  afterEach(() => document.documentElement.removeAttribute("lang"));

  it("names the console's language on every call of both instances", async () => {
    document.documentElement.lang = "pl";
    const { http, server } = harness(() => ({ status: 200 }));
    await request("GET", "/a", {}, http.api);
    await request("POST", "/auth/login", {}, http.authApi);
    expect(server.calls.map((c) => c.headers.get("Accept-Language"))).toEqual(["pl", "pl"]);
  });

  it("is left out while the page names no language", async () => {
    const { http, server } = harness(() => ({ status: 200 }));
    await request("GET", "/a", {}, http.api);
    expect(server.calls[0].headers.has("Accept-Language")).toBe(false);
  });
});

describe("the default transport", () => {
  const original = axios.defaults.adapter;
  afterEach(() => {
    axios.defaults.adapter = original;
    setBackendStarter(null);
    setNavigator(null);
  });

  it("waits for the built-in backend to start before the first call leaves", async () => {
    const events: string[] = [];
    let started: () => void = () => undefined;
    setBackendStarter(() => {
      events.push("start");
      return new Promise<void>((resolve) => (started = resolve));
    });
    const server = createFakeServer((config) => {
      events.push(`send ${config.url}`);
      return { status: 200, data: { data: "up" } };
    });
    axios.defaults.adapter = server.adapter;
    const { api } = createHttp({ baseURL: "http://api.test" });
    const pending = request("GET", "/a", {}, api);
    await vi.waitFor(() => expect(events).toEqual(["start"]));
    started();
    await expect(pending).resolves.toBe("up");
    await expect(request("GET", "/b", {}, api)).resolves.toBe("up");
    expect(events).toEqual(["start", "send /a", "send /b"]);
  });

  it("fails the call, sending nothing, when the backend cannot start", async () => {
    setBackendStarter(() => Promise.reject(new Error("worker script did not load")));
    const server = createFakeServer(() => ({ status: 200 }));
    axios.defaults.adapter = server.adapter;
    const { api } = createHttp({ baseURL: "http://api.test" });
    const error = await failure(request("POST", "/a", {}, api));
    expect(error.message).toBe("worker script did not load");
    expect(server.calls).toHaveLength(0);
  });

  it("resetHttpState closes the default pair's breakers (what every test starts from)", async () => {
    const navigate = vi.fn<(path: string) => void>();
    setNavigator(navigate);
    let down = true;
    const server = createFakeServer(() => (down ? { status: 500 } : { status: 200, data: { data: "back" } }));
    axios.defaults.adapter = server.adapter;
    for (let i = 0; i < 5; i++) await request("POST", "/x", {}, api).catch(() => undefined);
    await expect(request("POST", "/x", {}, api)).rejects.toThrow("Circuit breaker /x is open");
    expect(navigate).toHaveBeenCalledWith("/server-unavailable");
    down = false;
    resetHttpState();
    await expect(request("POST", "/x", {}, api)).resolves.toBe("back");
    expect(server.callsTo("/x")).toBe(6);
  });

  it("sends at once through the platform's transport when no backend is registered", async () => {
    const server = createFakeServer(() => ({ status: 200, data: { data: "direct" } }));
    axios.defaults.adapter = server.adapter;
    const { api } = createHttp({ baseURL: "http://api.test" });
    await expect(request("GET", "/a", {}, api)).resolves.toBe("direct");
    expect(server.calls).toHaveLength(1);
  });
});

describe("a JSON body is read as a Blob (XHR decodes a text body on the main thread in one long task)", () => {
  const original = axios.defaults.adapter;
  // jsdom's Blob has no text(), which a browser's has.
  beforeEach(() => {
    Blob.prototype.text = function (this: Blob) {
      return readText(this);
    };
  });
  afterEach(() => {
    axios.defaults.adapter = original;
    delete (Blob.prototype as Partial<Blob>).text;
  });
  const asBlob = (body: unknown) => new Blob([JSON.stringify(body)], { type: "application/json" });

  it("asks the platform for a Blob and still hands the caller the parsed payload", async () => {
    const server = createFakeServer(() => ({ status: 200, data: asBlob({ data: [{ login: "ann" }] }) }));
    axios.defaults.adapter = server.adapter;
    const { api } = createHttp({ baseURL: "http://api.test" });
    await expect(request("GET", "/accounts/list", {}, api)).resolves.toEqual([{ login: "ann" }]);
    expect(server.calls[0].responseType).toBe("blob");
  });

  it("reads an error's Blob body too, so the server's message reaches the user", async () => {
    const server = createFakeServer(() => ({ status: 422, data: asBlob({ error_message: "Login is taken" }) }));
    axios.defaults.adapter = server.adapter;
    const { api } = createHttp({ baseURL: "http://api.test" });
    const error = await failure(request("POST", "/users", {}, api));
    expect(error.message).toBe("Client error (422): Login is taken");
  });

  it("leaves a file call's Blob alone", async () => {
    const file = new Blob(["a;b"], { type: "text/csv" });
    const server = createFakeServer(() => ({ status: 200, data: file }));
    axios.defaults.adapter = server.adapter;
    const { api } = createHttp({ baseURL: "http://api.test" });
    await expect(request("GET", "/accounts/export", { responseType: "blob" }, api)).resolves.toBe(file);
  });
});

describe("a web page where data was expected (a web server's fallback page answering an unknown path)", () => {
  const original = axios.defaults.adapter;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    axios.defaults.adapter = original;
    vi.useRealTimers();
  });
  const page = { status: 200, data: "<!doctype html><html></html>", headers: { "content-type": "text/html" } };

  it("fails the read with its own message after the read's retries, instead of handing the page over", async () => {
    const server = createFakeServer(() => page);
    axios.defaults.adapter = server.adapter;
    const { api } = createHttp({ baseURL: "http://api.test" });
    const error = await settle(request("GET", "/campaigns/", { params: { id: "4" } }, api));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(NOT_THE_API);
    expect(server.calls).toHaveLength(1 + REQUEST.maxRetries);
  });

  it("takes the data once the API answers a retry", async () => {
    const server = createFakeServer(sequence(page, { status: 200, data: { data: { id: 4 } } }));
    axios.defaults.adapter = server.adapter;
    const { api } = createHttp({ baseURL: "http://api.test" });
    await expect(settle(request("GET", "/campaigns/", {}, api))).resolves.toEqual({ id: 4 });
  });

  it("leaves a file call's HTML alone", async () => {
    const server = createFakeServer(() => page);
    axios.defaults.adapter = server.adapter;
    const { api } = createHttp({ baseURL: "http://api.test" });
    await expect(settle(request("GET", "/docs", { responseType: "text" }, api))).resolves.toBe(page.data);
  });
});

describe("retry jitter of a pair built without an injected random source", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("draws from Math.random: the first retry comes 20 % early at the low end", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const server = createFakeServer(() => ({ status: 503 }));
    const { api } = createHttp({ adapter: server.adapter, baseURL: "http://api.test" });
    const pending = failure(request("PUT", "/item", {}, api));
    await vi.advanceTimersByTimeAsync(799);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    await vi.runAllTimersAsync();
    expect((await pending).message).toBe("Server error (503): Request failed with status code 503");
  });
});

describe("reset (a pair back to its initial state)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    configureHttp({ onSessionExpired: undefined });
    vi.useRealTimers();
  });

  it("closes every open breaker", async () => {
    let down = true;
    const { http, server } = harness(() => (down ? { status: 500 } : { status: 200, data: { data: "back" } }));
    for (let i = 0; i < 5; i++) await settle(request("POST", "/a", {}, http.api));
    await expect(request("POST", "/a", {}, http.api)).rejects.toThrow("Circuit breaker /a is open");
    down = false;
    http.reset();
    await expect(request("POST", "/a", {}, http.api)).resolves.toBe("back");
    expect(server.callsTo("/a")).toBe(6);
  });

  it("forgets the last refresh: a 401 right after it refreshes again instead of being throttled", async () => {
    const onSessionExpired = vi.fn();
    configureHttp({ onSessionExpired });
    let session = false;
    const { http, server } = harness((config) => {
      if (config.url === REFRESH) {
        session = true;
        return { status: 200 };
      }
      return session ? { status: 200, data: { data: "ok" } } : { status: 401 };
    });
    await expect(request("GET", "/a", {}, http.api)).resolves.toBe("ok");
    session = false;
    http.reset();
    await expect(request("GET", "/b", {}, http.api)).resolves.toBe("ok");
    expect(server.callsTo(REFRESH)).toBe(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe("serverAnswers (the /server-unavailable health check)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([200, 401, 404])("is true for any HTTP answer below 500 (%i)", async (status) => {
    const { http } = harness(() => ({ status }));
    expect(await serverAnswers("/health", http.authApi)).toBe(true);
  });

  it("is false for a 5xx or no answer, asking once without retrying or redirecting", async () => {
    for (const reply of [{ status: 500 }, { status: 503 }, { network: true as const }]) {
      const { http, server, navigate } = harness(() => reply);
      const answered = settle(serverAnswers("/health", http.authApi));
      expect(await answered).toBe(false);
      expect(server.calls).toHaveLength(1);
      expect(navigate).not.toHaveBeenCalled();
    }
  });

  it("asks past an open breaker, so the page sees the API come back", async () => {
    let down = true;
    const { http, server, navigate } = harness(() => (down ? { status: 502 } : { status: 200 }));
    for (let i = 0; i < 5; i++) await settle(request("POST", "/health", {}, http.authApi));
    await expect(request("POST", "/health", {}, http.authApi)).rejects.toThrow("Circuit breaker /health is open");
    navigate.mockClear();
    expect(await serverAnswers("/health", http.authApi)).toBe(false);
    down = false;
    expect(await serverAnswers("/health", http.authApi)).toBe(true);
    expect(server.callsTo("/health")).toBe(7);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("unwrapData", () => {
  it("reads data when the body has it, even a falsy one, and takes the body itself otherwise", () => {
    expect(unwrapData({ data: null })).toBeNull();
    expect(unwrapData({ data: 0 })).toBe(0);
    expect(unwrapData({ data: undefined, total: 1 })).toEqual({ data: undefined, total: 1 });
    expect(unwrapData([1, 2])).toEqual([1, 2]);
    expect(unwrapData(null)).toBeNull();
  });
});

describe("a file call whose error body arrives as a Blob", () => {
  afterEach(() => configureHttp({ onSessionExpired: undefined }));
  const jsonBlob = (body: unknown): Blob => new Blob([JSON.stringify(body)], { type: "application/json" });

  it("is mapped from the JSON inside: the server's message and field errors", async () => {
    const { http } = harness(() => ({
      status: 422,
      data: jsonBlob({ error_message: "Invalid input", errors: { from: "required" } }),
    }));
    const error = await failure(request("GET", "/accounts/export", { responseType: "blob" }, http.api));
    expect(error.kind).toBe("validation");
    expect(error.message).toBe("Validation error: Invalid input");
    expect(error.fieldErrors).toEqual({ from: "required" });
  });

  it("keeps the transport's text when the Blob is not JSON", async () => {
    const { http } = harness(() => ({ status: 404, data: new Blob(["<html>"], { type: "text/html" }) }));
    const error = await failure(request("GET", "/accounts/export", { responseType: "blob" }, http.api));
    expect(error.kind).toBe("client");
    expect(error.message).toBe("Client error (404): Request failed with status code 404");
  });

  it("keeps the sign-out text of a lost session", async () => {
    const onSessionExpired = vi.fn();
    configureHttp({ onSessionExpired });
    let firstCall = true;
    const { http } = harness((c) => {
      if (c.url === REFRESH) return { status: 200 };
      if (c.url === "/a") return firstCall ? ((firstCall = false), { status: 401 }) : { status: 200 };
      return { status: 401, data: jsonBlob({ error_message: "Session expired" }) };
    });
    await request("GET", "/a", {}, http.api);
    const error = await failure(request("GET", "/accounts/export", { responseType: "blob" }, http.api));
    expect(error.kind).toBe("auth");
    expect(error.message).toBe("Authentication failed: too many refresh attempts");
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("keeps a denial a denial", async () => {
    const { http } = harness((c) =>
      c.url === REFRESH ? { status: 200 } : { status: 403, data: jsonBlob({ error_message: "Denied here" }) },
    );
    const error = await failure(request("GET", "/accounts/export", { responseType: "blob" }, http.api));
    expect(error.kind).toBe("permission");
  });
});
