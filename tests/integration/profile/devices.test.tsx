import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { useProfileDialog } from "@/components/layout/profileDialogStore";
import { faults } from "@/mocks/faults";
import { useAuthStore } from "@/state/auth";
import { SLOW_UI, en, openProfile, openTab, resetProfileTest, setupUser, signIn } from "./harness";

afterEach(resetProfileTest);

/** admin's seeded second session (docs/api.md); the test's own session is the current one. */
const OTHER_DEVICE = "Edge on Windows";

const rows = (dialog: HTMLElement): HTMLElement[] =>
  Array.from(dialog.querySelectorAll<HTMLElement>(".ant-table-tbody .ant-table-row"));

const rowOf = (dialog: HTMLElement, device: string): HTMLElement | undefined =>
  rows(dialog).find((row) => row.textContent?.includes(device));

const openDevices = async (user: UserEvent): Promise<HTMLElement> => {
  await signIn();
  const dialog = await openProfile();
  await openTab(user, "profile.tabs.devices");
  await within(dialog).findByText(OTHER_DEVICE);
  return dialog;
};

const isCurrent = (row: HTMLElement): boolean => within(row).queryByText(en("profile.devices.current")) !== null;

/** Clicks a row's log-out button (found by its label), then the confirm's OK. */
const logOutRow = async (user: UserEvent, row: HTMLElement, device: string): Promise<void> => {
  await user.click(within(row).getByLabelText(en("profile.devices.logout_device", { device })));
  const question = isCurrent(row) ? "profile.devices.logout_current_confirm" : "profile.devices.logout_confirm";
  const popover = (await screen.findByText(en(question))).closest<HTMLElement>(".ant-popover");
  if (!popover) throw new Error("no confirm popover");
  const ok = within(popover).getByText(en("profile.devices.logout")).closest("button");
  if (!ok) throw new Error("no confirm button");
  await user.click(ok);
};

describe("profile dialog: devices", SLOW_UI, () => {
  it("lists the sessions with a shortened token and marks the current one", async () => {
    const user = setupUser();
    const dialog = await openDevices(user);
    expect(rows(dialog)).toHaveLength(2);
    const current = rows(dialog).filter(isCurrent);
    expect(current).toHaveLength(1);
    expect(rowOf(dialog, OTHER_DEVICE)).not.toBe(current[0]);
    const token = rowOf(dialog, OTHER_DEVICE)?.querySelector("code");
    expect(token?.textContent).toMatch(/^\w{6}…\w{4}$/);
  });

  it("logs out another device and removes it from the list", async () => {
    const user = setupUser();
    const dialog = await openDevices(user);
    const row = rowOf(dialog, OTHER_DEVICE);
    if (!row) throw new Error("no row");
    await logOutRow(user, row, OTHER_DEVICE);
    await waitFor(() => expect(rowOf(dialog, OTHER_DEVICE)).toBeUndefined());
    expect(rows(dialog)).toHaveLength(1);
    expect(useAuthStore.getState().user).not.toBeNull();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
  });

  it("keeps the list when logging out a device fails", async () => {
    const user = setupUser();
    const dialog = await openDevices(user);
    const row = rowOf(dialog, OTHER_DEVICE);
    if (!row) throw new Error("no row");
    faults.failNext(1, { status: 404, path: "/api/auth/logout" });
    await logOutRow(user, row, OTHER_DEVICE);
    expect(await screen.findByText(en("profile.error_logging_out_device"))).toBeInTheDocument();
    expect(rows(dialog)).toHaveLength(2);
    expect(rowOf(dialog, OTHER_DEVICE)).toBeDefined();
  });

  it("logging out the current device signs out and goes to /auth", async () => {
    const user = setupUser();
    const dialog = await openDevices(user);
    const current = rows(dialog).find(isCurrent);
    const device = current?.querySelector("td .ant-typography")?.textContent;
    if (!current || !device) throw new Error("no current row");
    await logOutRow(user, current, device);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/auth"));
    expect(useAuthStore.getState().user).toBeNull();
    expect(useProfileDialog.getState().isOpen).toBe(false);
    expect(await screen.findByText("auth page")).toBeInTheDocument();
  });

  it("shows an error with a retry when the devices cannot be loaded", async () => {
    const user = setupUser();
    await signIn();
    const dialog = await openProfile();
    // 404 is final for the request layer: a 500 would be retried and then succeed.
    faults.failNext(1, { status: 404, path: "/api/auth/devices" });
    await openTab(user, "profile.tabs.devices");
    const alert = (await within(dialog).findByText(en("profile.error_loading_devices"))).closest<HTMLElement>(
      ".ant-alert",
    );
    if (!alert) throw new Error("no alert");
    expect(alert).toHaveAttribute("role", "alert");
    const retry = within(alert).getByText(en("profile.retry")).closest("button");
    if (!retry) throw new Error("no retry button");
    await user.click(retry);
    expect(await within(dialog).findByText(OTHER_DEVICE)).toBeInTheDocument();
  });
});
