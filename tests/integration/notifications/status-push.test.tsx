import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import * as redirect from "@/api/redirect";
import { NotificationBell } from "@/components/notifications/NotificationBell";
import { users } from "@/mocks/db";
import { broker, STATUS_QUEUE_PATH } from "@/mocks/stomp";
import { useAuthStore } from "@/state/auth";
import { renderWithProviders, signInAs, signOutLocally, waitForConnected } from "./harness";

afterEach(() => {
  vi.restoreAllMocks();
  signOutLocally();
});

describe("a ban reaches the open console at once", { timeout: 40_000 }, () => {
  test("the pushed BANNED status sends the console to /ban-user and marks the user banned", async () => {
    const go = vi.spyOn(redirect, "redirectTo").mockImplementation(() => undefined);
    const user = await signInAs("operator");
    renderWithProviders(<NotificationBell />);
    await waitForConnected();
    users.update(user.uuid, { status: "BANNED" });
    // The mock's ban handler pushes exactly this (tests/integration/fleet-mock/users.test.ts).
    await waitFor(() => expect(broker.push(user.uuid, STATUS_QUEUE_PATH, { status: "BANNED" })).toBeGreaterThan(0));
    await waitFor(() => expect(go).toHaveBeenCalledWith("/ban-user"));
    expect(useAuthStore.getState().user?.status).toBe("BANNED");
  });

  test("another status (an approval) moves nothing", async () => {
    const go = vi.spyOn(redirect, "redirectTo").mockImplementation(() => undefined);
    const user = await signInAs("operator");
    renderWithProviders(<NotificationBell />);
    await waitForConnected();
    await waitFor(() => expect(broker.push(user.uuid, STATUS_QUEUE_PATH, { status: "ACTIVE" })).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 200));
    expect(go).not.toHaveBeenCalled();
  });
});
