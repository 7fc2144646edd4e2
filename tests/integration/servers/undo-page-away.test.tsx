import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNDO } from "@/config";
import { authProvider } from "@/providers/auth";
import { LOAD, dialogTitled, openPage, requestsTo, rowOf } from "./harness";

const SLOW = 60_000;

const deleteFirst = async () => {
  fireEvent.click(within(rowOf("pi-lviv-01")).getByLabelText("Delete pi-lviv-01"));
  const confirm = await dialogTitled("Delete server pi-lviv-01?");
  fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
  await screen.findByText(/^Deleted\. Undo within \d s$/, { selector: ".ant-notification-notice-message" }, LOAD);
};

/** The keepalive flag of every fetch the console made from now on, by method and path. */
const watchFetch = () => {
  const calls: { method: string; path: string; keepalive: boolean }[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    calls.push({ method: init?.method ?? "GET", path: url.pathname, keepalive: init?.keepalive === true });
    return real(input, init);
  });
  return calls;
};

/** A delete still offering Undo when the page goes away or the user signs out. */
describe("a pending delete outlives the page (/servers)", { timeout: SLOW }, () => {
  beforeEach(() => {
    UNDO.windowMs = 5_000;
  });
  afterEach(() => {
    UNDO.windowMs = 0;
    vi.restoreAllMocks();
  });

  it("is sent once, as a keepalive request, when the page is hidden", async () => {
    const { seen } = await openPage("owner");
    await deleteFirst();
    const fetched = watchFetch();
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => expect(requestsTo(seen, "DELETE", "/servers")).toHaveLength(1), LOAD);
    expect(fetched.filter((call) => call.method === "DELETE")).toEqual([
      { method: "DELETE", path: "/api/servers", keepalive: true },
    ]);
    Reflect.deleteProperty(document, "visibilityState");
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });

  it("is sent before the sign-out when the user signs out", async () => {
    const { seen } = await openPage("owner");
    await deleteFirst();
    await authProvider.logout({});
    const deleted = requestsTo(seen, "DELETE", "/servers");
    const signedOut = seen.filter((r) => r.method === "GET" && r.url.pathname.endsWith("/auth/logout"));
    expect(deleted).toHaveLength(1);
    expect(signedOut).toHaveLength(1);
    expect(seen.indexOf(deleted[0]!)).toBeLessThan(seen.indexOf(signedOut[0]!));
  });
});
