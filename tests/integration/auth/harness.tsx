import { act, render, type RenderResult } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import AuthPage from "@/pages/auth/AuthPage";
import BanUserPage from "@/pages/status/BanUserPage";
import NewUserPage from "@/pages/status/NewUserPage";
import ServerUnavailablePage from "@/pages/status/ServerUnavailablePage";
import { authProvider as wiredProvider } from "@/providers/auth";
import enAuth from "../../../public/translations/en/auth.json";
import { authProvider as providerMock } from "./authProviderMock";

type Tree = { [key: string]: string | Tree };
const BUNDLE: Tree = { auth: enAuth };

/** The English text of a key, read from the shipped auth.json: tests match on the real copy. */
export const en = (key: string): string => {
  let node: string | Tree | undefined = BUNDLE;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`no English text for ${key}`);
  return node;
};

export type MockAuthProvider = typeof providerMock;

/**
 * The mocked auth provider with this test's default answers (every action succeeds, nobody is
 * signed in). Tests override single answers with mockResolvedValue before rendering.
 */
export const mockAuthProvider = (): MockAuthProvider => {
  // Without the file's vi.mock the screens would talk to the real provider and these fakes would see nothing.
  if (wiredProvider !== providerMock) {
    throw new Error(
      'mock the provider in the test file: vi.mock("@/providers/auth", () => import("./authProviderMock"))',
    );
  }
  providerMock.login.mockReset().mockResolvedValue({ success: true });
  providerMock.register.mockReset().mockResolvedValue({ success: true });
  providerMock.forgotPassword.mockReset().mockResolvedValue({ success: true });
  providerMock.logout.mockReset().mockResolvedValue({ success: true, redirectTo: "/auth" });
  providerMock.check.mockReset().mockResolvedValue({ authenticated: false });
  providerMock.onError.mockReset().mockResolvedValue({});
  return providerMock;
};

export type TestRouter = ReturnType<typeof createMemoryRouter>;

/**
 * The auth screen and the status screens as the app routes them, at `path`. No <Refine> around
 * them: in the app they render before refine is loaded. Call `initI18n("en")` first.
 */
export const renderAuthArea = (path: string, auth?: MockAuthProvider): RenderResult & { router: TestRouter } => {
  // A test that set no answers of its own gets the defaults.
  if (!auth) mockAuthProvider();
  const router = createMemoryRouter(
    [
      { path: "/auth/*", element: <AuthPage /> },
      { path: "/new-user", element: <NewUserPage /> },
      { path: "/ban-user", element: <BanUserPage /> },
      { path: "/server-unavailable", element: <ServerUnavailablePage /> },
      { path: "*", element: <p>elsewhere</p> },
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

/** A few rounds of flush: form validation, the provider call and React's commit each take a turn. */
export const settle = async (): Promise<void> => {
  for (let round = 0; round < 5; round += 1) await flush(0);
};
