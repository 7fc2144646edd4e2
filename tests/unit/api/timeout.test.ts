import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";
import { withTimeout } from "@/api/timeout";

/**
 * The send step on its own (SES-19: a request times out after 30000 ms; ERR-2 "Request timeout after N ms"):
 * what the transport underneath is handed, and when it is cut off.
 */
type Sent = { config: InternalAxiosRequestConfig; answer: (status: number) => void };

/** A transport that answers only when told to, recording what it was given. */
const manualTransport = () => {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = (config) =>
    new Promise<AxiosResponse>((resolve) => {
      sent.push({
        config,
        answer: (status) => resolve({ data: {}, status, statusText: "", headers: {}, config, request: {} }),
      });
    });
  return { adapter, sent };
};

const configWith = (extra: Partial<InternalAxiosRequestConfig>): InternalAxiosRequestConfig => ({
  headers: new AxiosHeaders(),
  url: "/slow",
  ...extra,
});

const outcome = <T>(p: Promise<T>): Promise<T | Error> => p.catch((e: Error) => e);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("withTimeout", () => {
  it("cuts a call off after its timeout with ERR-2's text, and aborts the transport", async () => {
    const { adapter, sent } = manualTransport();
    const pending = outcome(withTimeout(adapter)(configWith({ timeout: 500 })));
    await vi.advanceTimersByTimeAsync(499);
    expect(sent[0].config.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).message).toBe("Request timeout after 500 ms");
    expect((error as AxiosError).code).toBe("ECONNABORTED");
    // The abandoned call does not stay open in the background.
    expect(sent[0].config.signal?.aborted).toBe(true);
  });

  it("hands the transport no timeout of its own, so only ERR-2's text can come back", async () => {
    const { adapter, sent } = manualTransport();
    const pending = withTimeout(adapter)(configWith({ timeout: 30_000 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[0].config.timeout).toBe(0);
    expect(sent[0].config.url).toBe("/slow");
    sent[0].answer(200);
    expect((await pending).status).toBe(200);
  });

  it("leaves no timer behind once the answer arrived", async () => {
    const { adapter, sent } = manualTransport();
    const pending = withTimeout(adapter)(configWith({ timeout: 30_000 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
    sent[0].answer(204);
    await pending;
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent[0].config.signal?.aborted).toBe(false);
  });

  it.each([0, undefined])("never cuts off a call whose timeout is %s (no limit)", async (timeout) => {
    const { adapter, sent } = manualTransport();
    const config = configWith({ timeout });
    const pending = outcome(withTimeout(adapter)(config));
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(sent).toHaveLength(1);
    expect(sent[0].config).toBe(config);
    sent[0].answer(200);
    expect(await pending).toMatchObject({ status: 200 });
  });

  it("a caller's cancel reaches the transport, before or during the call", async () => {
    const { adapter, sent } = manualTransport();
    const early = new AbortController();
    early.abort();
    void outcome(withTimeout(adapter)(configWith({ timeout: 1_000, signal: early.signal })));
    const late = new AbortController();
    void outcome(withTimeout(adapter)(configWith({ timeout: 1_000, signal: late.signal })));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[0].config.signal?.aborted).toBe(true);
    expect(sent[1].config.signal?.aborted).toBe(false);
    late.abort();
    expect(sent[1].config.signal?.aborted).toBe(true);
  });

  it("works with a signal that only reports whether it was aborted", async () => {
    const { adapter, sent } = manualTransport();
    const pending = withTimeout(adapter)(configWith({ timeout: 1_000, signal: { aborted: false } }));
    await vi.advanceTimersByTimeAsync(0);
    sent[0].answer(200);
    expect((await pending).status).toBe(200);
  });

  it("a cancel after the answer arrived no longer touches the finished call", async () => {
    const { adapter, sent } = manualTransport();
    const controller = new AbortController();
    const pending = withTimeout(adapter)(configWith({ timeout: 1_000, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    sent[0].answer(200);
    await pending;
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(sent[0].config.signal?.aborted).toBe(false);
  });
});
