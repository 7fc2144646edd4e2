import type { ReactNode } from "react";
import { Refine, type I18nProvider } from "@refinedev/core";
import { act, render, screen, type RenderResult } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { expect } from "vitest";
import { toUser, type User, type UserWire } from "@/api/types";
import { live, NOTIFICATIONS_KEY } from "@/providers/live";
import { ToastHost } from "@/components/ToastHost";
import { useAuthStore } from "@/state/auth";
import { useUiStore } from "@/state/ui";
import { ThemeProvider } from "@/theme/ThemeProvider";
import enNotifications from "../../../public/translations/en/notifications.json";
import { signIn } from "../mocks/helpers";

const NOTIFICATIONS: Record<string, string> = enNotifications;

/** The real provider's contract for one section: `<section>.<key>` lookups and `:name` placeholders. */
const i18nProvider: I18nProvider = {
  translate: (key, options) => {
    const [section, name = ""] = key.split(".");
    const text = section === "notifications" ? NOTIFICATIONS[name] : undefined;
    if (text === undefined) return key;
    const values = typeof options === "object" && options !== null ? (options as Record<string, unknown>) : {};
    return text.replace(/:([A-Za-z_]\w*)/g, (match, param: string) => {
      const value = values[param];
      return typeof value === "string" || typeof value === "number" ? String(value) : match;
    });
  },
  changeLocale: () => Promise.resolve(),
  getLocale: () => "en",
};

export const renderWithProviders = (ui: ReactNode): RenderResult =>
  render(
    <ThemeProvider>
      <AntdApp>
        <ToastHost />
        <Refine i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>
          {ui}
        </Refine>
      </AntdApp>
    </ThemeProvider>,
  );

/** Signs in through the mock (the socket authenticates with the session cookie) and fills the auth store. */
export const signInAs = async (login: string): Promise<User> => {
  const answer = await signIn(login);
  if (answer.status !== 200) throw new Error(`sign-in of ${login} answered ${answer.status}`);
  const user = toUser(answer.body.data as UserWire);
  useUiStore.setState({ language: "en" });
  useAuthStore.setState({ user });
  return user;
};

/** Signing out is what closes the app's sockets; leftover ones would leak into the next test. */
export const signOutLocally = (): void => {
  act(() => useAuthStore.setState({ user: null }));
};

export const waitForConnected = async (): Promise<void> => {
  for (let i = 0; i < 200 && live.state(NOTIFICATIONS_KEY) !== "connected"; i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  if (live.state(NOTIFICATIONS_KEY) !== "connected") throw new Error("the notification socket never connected");
};

/*
 * Queries go by aria-label and text, not by role: after each DOM change jsdom recomputes
 * antd's whole injected stylesheet for the first getComputedStyle, which role and
 * accessible-name queries call, and that costs seconds per query.
 */
export const bell = (): HTMLElement => screen.getByLabelText(/^Notifications, \d+ unread$/, { selector: "button" });

export const expectUnread = (count: number): void => {
  expect(bell()).toHaveAttribute("aria-label", `Notifications, ${count} unread`);
};

export const list = (name: "Inbox" | "Archive"): HTMLElement => screen.getByLabelText(name, { selector: "ul" });
export const items = (name: "Inbox" | "Archive"): Element[] => [...list(name).querySelectorAll(":scope > li")];
export const action = (label: string): HTMLElement => screen.getByLabelText(label, { selector: "button" });
