import { Refine, type AuthProvider, type I18nProvider } from "@refinedev/core";
import { act, render, type RenderResult } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { vi, type Mock } from "vitest";
import AuthPage from "@/pages/auth/AuthPage";
import BanUserPage from "@/pages/status/BanUserPage";
import NewUserPage from "@/pages/status/NewUserPage";
import ServerUnavailablePage from "@/pages/status/ServerUnavailablePage";
import enAuth from "../../../public/translations/en/auth.json";
import { testRouterProvider } from "./testRouterProvider";

type Tree = { [key: string]: string | Tree };
const BUNDLE: Tree = { auth: enAuth };

/** The English text of a key, read from the shipped auth.json: tests match on the real copy. */
export const en = (key: string): string => {
  let node: string | Tree | undefined = BUNDLE;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`no English text for ${key}`);
  return node;
};

const i18nProvider: I18nProvider = {
  translate: (key: string) => {
    try {
      return en(key);
    } catch {
      return key;
    }
  },
  changeLocale: () => Promise.resolve(),
  getLocale: () => "en",
};

type AuthMethod = "login" | "register" | "forgotPassword" | "logout" | "check";
export type MockAuthProvider = AuthProvider & Record<AuthMethod, Mock>;

export const mockAuthProvider = (): MockAuthProvider => ({
  login: vi.fn(() => Promise.resolve({ success: true })),
  register: vi.fn(() => Promise.resolve({ success: true })),
  forgotPassword: vi.fn(() => Promise.resolve({ success: true })),
  logout: vi.fn(() => Promise.resolve({ success: true, redirectTo: "/auth" })),
  check: vi.fn(() => Promise.resolve({ authenticated: false })),
  onError: vi.fn(() => Promise.resolve({})),
});

const Shell = ({ authProvider }: { authProvider: AuthProvider }) => (
  <AntdApp>
    <Refine
      authProvider={authProvider}
      routerProvider={testRouterProvider}
      i18nProvider={i18nProvider}
      options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
    >
      <Outlet />
    </Refine>
  </AntdApp>
);

export type TestRouter = ReturnType<typeof createMemoryRouter>;

/** The auth screen and the status screens as the app routes them, at `path`. */
export const renderAuthArea = (
  path: string,
  authProvider: AuthProvider = mockAuthProvider(),
): RenderResult & { router: TestRouter } => {
  const router = createMemoryRouter(
    [
      {
        element: <Shell authProvider={authProvider} />,
        children: [
          { path: "/auth/*", element: <AuthPage /> },
          { path: "/new-user", element: <NewUserPage /> },
          { path: "/ban-user", element: <BanUserPage /> },
          { path: "/server-unavailable", element: <ServerUnavailablePage /> },
          { path: "*", element: <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
};

/** Runs due timers and settles promises, for tests on fake timers (waitFor would never tick). */
export const flush = async (ms = 0): Promise<void> => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

/** A few rounds of flush: form validation, the mutation and React's commit each take a turn. */
export const settle = async (): Promise<void> => {
  for (let round = 0; round < 5; round += 1) await flush(0);
};
