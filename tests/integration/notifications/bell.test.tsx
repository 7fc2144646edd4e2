import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { User } from "@/api/types";
import { NotificationBell } from "@/components/notifications/NotificationBell";
import { useNotifications } from "@/components/notifications/useNotifications";
import { notifications, notificationsOf } from "@/mocks/db/notifications";
import { faults } from "@/mocks/faults";
import { notifyUser } from "@/mocks/stomp";
import { live, NOTIFICATION_START, NOTIFICATIONS_KEY } from "@/providers/live";
import {
  action,
  bell,
  expectUnread,
  items,
  list,
  renderWithProviders,
  signInAs,
  signOutLocally,
  waitForConnected,
} from "./harness";

const unreadOf = (user: User): number => notificationsOf(user.uuid).filter((n) => n.status === "NEW").length;

/** Renders the bell for a signed-in user, waits for the first list and opens the panel. */
const openBell = async (login = "operator"): Promise<User> => {
  const user = await signInAs(login);
  renderWithProviders(<NotificationBell />);
  await waitForConnected();
  await waitFor(() => expectUnread(unreadOf(user)));
  fireEvent.click(bell());
  await waitFor(() => expect(bell()).toHaveAttribute("aria-expanded", "true"));
  return user;
};

const showArchive = async () => {
  const tab = screen.getByText("Archive").closest("[role=tab]");
  if (!tab) throw new Error("no archive tab");
  fireEvent.click(tab);
  await waitFor(() => expect(tab).toHaveAttribute("aria-selected", "true"));
};

afterEach(() => {
  vi.useRealTimers();
  signOutLocally();
});

// Rendering antd in jsdom is slow on a busy machine; the broker itself answers in milliseconds.
describe("notification bell against the mock broker", { timeout: 40_000 }, () => {
  test("start: the seeded list arrives; NEW items fill the inbox, the others the archive", async () => {
    const user = await openBell();
    const seeded = notificationsOf(user.uuid);
    const fresh = seeded.filter((n) => n.status === "NEW");
    expect(fresh.length).toBeGreaterThan(0);
    await waitFor(() => expect(items("Inbox")).toHaveLength(fresh.length));
    for (const n of fresh) expect(list("Inbox")).toContainElement(action(`Dismiss “${n.title}”`));
    await showArchive();
    expect(items("Archive")).toHaveLength(seeded.length - fresh.length);
  });

  test("the panel is a named dialog: focus goes into it, Escape closes it and returns to the bell", async () => {
    await openBell();
    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    await waitFor(() => expect(dialog).toHaveFocus());
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(bell()).toHaveAttribute("aria-expanded", "false"));
    expect(bell()).toHaveFocus();
  });

  test("dismiss moves an item from the inbox to the archive", async () => {
    const user = await openBell();
    const unread = unreadOf(user);
    const [first] = notificationsOf(user.uuid).filter((n) => n.status === "NEW");
    fireEvent.click(action(`Dismiss “${first?.title}”`));
    await waitFor(() => expectUnread(unread - 1));
    expect(items("Inbox")).toHaveLength(unread - 1);
    expect(notifications.get(Number(first?.id))?.status).toBe("READ");
    await showArchive();
    expect(list("Archive")).toContainElement(action(`Delete “${first?.title}”`));
  });

  test("delete, once confirmed, removes an item from the archive", async () => {
    const user = await openBell();
    await showArchive();
    const [old] = notificationsOf(user.uuid).filter((n) => n.status !== "NEW");
    const before = items("Archive").length;
    fireEvent.click(action(`Delete “${old?.title}”`));
    fireEvent.click(await screen.findByText("Delete", { selector: ".ant-popconfirm-buttons button > span" }));
    await waitFor(() => expect(items("Archive")).toHaveLength(before - 1));
    expect(notifications.get(Number(old?.id))).toBeUndefined();
  });

  test("shows the empty states", async () => {
    const user = await openBell();
    for (const n of notificationsOf(user.uuid)) notifications.remove(Number(n.id));
    act(() => live.publish(NOTIFICATIONS_KEY, NOTIFICATION_START, { start: true }));
    expect(await screen.findByText("No new notifications")).toBeInTheDocument();
    await showArchive();
    expect(screen.getByText("The archive is empty")).toBeInTheDocument();
  });

  test("a notifyUser push reaches the bell, raises the badge and shows an info toast", async () => {
    const user = await openBell();
    const unread = unreadOf(user);
    act(() => {
      notifyUser(user.uuid, { title: "Server updated", body: "Server app-03 finished updating" });
    });
    await waitFor(() => expectUnread(unread + 1));
    expect(list("Inbox")).toContainElement(action("Dismiss “Server updated”"));
    expect(
      await screen.findByText("Server app-03 finished updating", { selector: ".ant-notification-notice-description" }),
    ).toBeInTheDocument();
  });

  // The dashboard reads the same queue beside the bell; only the bell announces (once per push).
  test("a push shows one toast while another view reads the notifications too", async () => {
    const user = await signInAs("operator");
    const unread = unreadOf(user);
    const Reader = () => <p>{useNotifications().unread} unread here</p>;
    renderWithProviders(
      <>
        <NotificationBell />
        <Reader />
      </>,
    );
    await waitForConnected();
    await waitFor(() => expectUnread(unread));
    await screen.findByText(`${unread} unread here`);
    act(() => {
      notifyUser(user.uuid, { title: "Server updated", body: "Server app-03 finished updating" });
    });
    await waitFor(() => expectUnread(unread + 1));
    await screen.findByText(`${unread + 1} unread here`);
    const toasts = await screen.findAllByText("Server app-03 finished updating", {
      selector: ".ant-notification-notice-description",
    });
    expect(toasts).toHaveLength(1);
  });

  test("opening the panel closes the toasts of the pushes it lists", async () => {
    const user = await signInAs("operator");
    renderWithProviders(<NotificationBell />);
    await waitForConnected();
    await waitFor(() => expectUnread(unreadOf(user)));
    act(() => {
      notifyUser(user.uuid, { title: "Server updated", body: "Server app-03 finished updating" });
    });
    const toast = { selector: ".ant-notification-notice-description" };
    expect(await screen.findByText("Server app-03 finished updating", toast)).toBeInTheDocument();
    fireEvent.click(bell());
    await waitFor(() => expect(list("Inbox")).toContainElement(action("Dismiss “Server updated”")));
    // At once, not when the toast's 3 s run out.
    await waitFor(() => expect(screen.queryByText("Server app-03 finished updating", toast)).toBeNull(), {
      timeout: 1000,
    });
  });

  test("the first list raises no toast", async () => {
    await openBell();
    await waitFor(() => expect(items("Inbox").length).toBeGreaterThan(0));
    expect(document.querySelector(".ant-notification-notice")).toBeNull();
  });

  test("faults.dropSocket: the bell reconnects 5 s later and picks up what it missed", async () => {
    const user = await openBell();
    const unread = unreadOf(user);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    expect(faults.dropSocket()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(live.state(NOTIFICATIONS_KEY)).toBe("closed");
    expect(screen.getByText("Connection lost. Reconnecting…")).toBeInTheDocument();
    // Missed while offline: the server stores it, but nobody is subscribed to hear it.
    notifyUser(user.uuid, { title: "Proxy config reloaded", body: "Proxy config 3 reloaded: 60 proxies" });
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(live.state(NOTIFICATIONS_KEY)).toBe("closed");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(live.state(NOTIFICATIONS_KEY)).not.toBe("closed");
    vi.useRealTimers();
    await waitForConnected();
    await waitFor(() => expectUnread(unread + 1));
    expect(screen.queryByText("Connection lost. Reconnecting…")).toBeNull();
  });

  test("signing out closes the connection and no reconnection follows", async () => {
    await openBell();
    signOutLocally();
    expect(live.state(NOTIFICATIONS_KEY)).toBe("closed");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(live.state(NOTIFICATIONS_KEY)).toBe("closed");
  });
});
