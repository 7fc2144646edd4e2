import { Refine, type I18nProvider } from "@refinedev/core";
import { act, configure, render, screen, type RenderResult } from "@testing-library/react";
import { App as AntdApp } from "antd";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import ProfileDialog from "@/components/profile/ProfileDialog";
import { useProfileDialog } from "@/components/layout/profileDialogStore";
import { server } from "@/mocks/node";
import { NavigatorBridge } from "@/routing/NavigatorBridge";
import { ToastHost } from "@/components/ToastHost";
import { authProvider } from "@/providers/auth";
import { notificationProvider } from "@/providers/notification";
import { createDataProvider } from "@/providers/data";
import { createQueryClient } from "@/api/queryClient";
import { lookups } from "@/registry/lookups";
import { useAuthStore } from "@/state/auth";
import enDef from "../../../public/translations/en/def.json";
import enProfile from "../../../public/translations/en/profile.json";
import { testRouterProvider } from "./testRouterProvider";

/**
 * After every style antd injects, jsdom re-parses all stylesheets on the next getComputedStyle
 * (seconds per call on a busy machine), and antd calls it on each popup, wave and scroll lock.
 * jsdom has no layout, so those calls learn nothing anyway; these tests assert no CSS, so
 * inline styles stand in for the cascade.
 */
window.getComputedStyle = (element: Element) =>
  element instanceof HTMLElement || element instanceof SVGElement ? element.style : document.createElement("div").style;

type Tree = { [key: string]: string | Tree };
const BUNDLE: Tree = { profile: enProfile, def: enDef };

const lookup = (key: string): string | undefined => {
  let node: string | Tree | undefined = BUNDLE;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
};

const substitute = (text: string, values: unknown): string =>
  typeof values === "object" && values !== null
    ? text.replace(/:([A-Za-z_]\w*)/g, (match, name: string) => {
        const value: unknown = (values as Record<string, unknown>)[name];
        return typeof value === "string" || typeof value === "number" ? String(value) : match;
      })
    : text;

/** The English text of a key from the shipped files, with `:name` filled: tests match the real copy. */
export const en = (key: string, values?: Record<string, string>): string => {
  const text = lookup(key);
  if (text === undefined) throw new Error(`no English text for ${key}`);
  return substitute(text, values);
};

const i18nProvider: I18nProvider = {
  translate: (key, options) => {
    const text = lookup(key);
    return text === undefined ? key : substitute(text, options);
  },
  changeLocale: () => Promise.resolve(),
  getLocale: () => "en",
};

/** Stands in for the header: shows the store's avatar, so a test can see it change at once. */
const HeaderProbe = () => {
  const src = useAuthStore((s) => s.user?.imageSrc);
  const { pathname } = useLocation();
  return (
    <div>
      <span data-testid="header-avatar">{src ?? "none"}</span>
      <span data-testid="location">{pathname}</span>
    </div>
  );
};

export const signIn = async (): Promise<void> => {
  await useAuthStore.getState().login({ login: "admin", password: "demo-pass", remember_me: true });
};

/** The dialog on "/" and an auth page on "/auth", inside antd's App and a minimal refine. */
const renderProfile = (): RenderResult =>
  render(
    <MemoryRouter initialEntries={["/"]}>
      <AntdApp>
        <ToastHost />
        {/* As the app does at boot: the request layer's redirects (e.g. a lost session) go through the router. */}
        <NavigatorBridge />
        <Refine
          routerProvider={testRouterProvider}
          authProvider={authProvider}
          dataProvider={createDataProvider(lookups)}
          notificationProvider={notificationProvider}
          i18nProvider={i18nProvider}
          // The app's query settings (CONST-3): a 4xx is final, as in the running console.
          options={{ disableTelemetry: true, reactQuery: { clientConfig: createQueryClient() } }}
        >
          <HeaderProbe />
          <Routes>
            <Route path="/" element={<ProfileDialog />} />
            <Route path="/auth" element={<p>auth page</p>} />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );

/**
 * Role queries compute accessible names through getComputedStyle, which is slow on antd's deep
 * DOM under jsdom, so elements are found by their text and then their role is checked.
 */
const closestWithRole = (element: HTMLElement, role: string): HTMLElement => {
  const found = element.closest<HTMLElement>(`[role="${role}"]`);
  if (!found) throw new Error(`no ${role} around "${element.textContent ?? ""}"`);
  return found;
};

/** Renders, opens the dialog and answers its element once it is on screen. */
export const openProfile = async (): Promise<HTMLElement> => {
  renderProfile();
  act(() => useProfileDialog.getState().open());
  return closestWithRole(await screen.findByText(en("profile.title")), "dialog");
};

export const tab = (labelKey: string): HTMLElement => closestWithRole(screen.getByText(en(labelKey)), "tab");

/** For afterEach: the dialog store and request listeners outlive a test's render. */
export const resetProfileTest = (): void => {
  act(() => useProfileDialog.getState().close());
  server.events.removeAllListeners();
};

/** `applyAccept: false` models a person switching the file chooser to "all files". */
export const setupUser = (): UserEvent => userEvent.setup({ applyAccept: false });

/** The machine is shared with other suites; a slow render must not read as a failure. */
export const SLOW_UI = { timeout: 60_000 } as const;
configure({ asyncUtilTimeout: 10_000 });

/** Opens a tab of the dialog by its label. */
export const openTab = async (user: UserEvent, labelKey: string): Promise<void> => {
  await user.click(tab(labelKey));
};

/** Paths of the API calls made from now on, to prove what was (not) sent. */
export const recordRequests = (): string[] => {
  const seen: string[] = [];
  server.events.on("request:start", ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
};
