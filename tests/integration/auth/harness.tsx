import { act, render, type RenderResult } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, onTestFinished, vi } from "vitest";
import AuthPage from "@/pages/auth/AuthPage";
import BanUserPage from "@/pages/status/BanUserPage";
import NewUserPage from "@/pages/status/NewUserPage";
import ServerUnavailablePage from "@/pages/status/ServerUnavailablePage";
import { authProvider } from "@/providers/auth";
import { initI18n } from "@/providers/i18n";
import enAuth from "../../../public/translations/en/auth.json";
import { fakeTimersPerTest } from "../../support/fakeTimers";

type Tree = { [key: string]: string | Tree };
const BUNDLE: Tree = { auth: enAuth };

/** The English text of a key, read from the shipped auth.json: tests match on the real copy. */
export const en = (key: string): string => {
  let node: string | Tree | undefined = BUNDLE;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`no English text for ${key}`);
  return node;
};

/** The provider's actions the screens call, all of them present (register and forgot are optional in refine's type). */
const actions = authProvider as Required<typeof authProvider>;

/**
 * Spies on the real provider's actions for one test, with this test's default answers (every
 * action succeeds, nobody is signed in); tests override single answers with mockResolvedValue
 * before rendering. Spies rather than a mocked module, so these files share the integration
 * project's module graph; the real actions are back when the test ends.
 */
export const mockAuthProvider = () => {
  const fakes = {
    login: vi.spyOn(actions, "login").mockReset().mockResolvedValue({ success: true }),
    register: vi.spyOn(actions, "register").mockReset().mockResolvedValue({ success: true }),
    forgotPassword: vi.spyOn(actions, "forgotPassword").mockReset().mockResolvedValue({ success: true }),
    logout: vi.spyOn(actions, "logout").mockReset().mockResolvedValue({ success: true, redirectTo: "/auth" }),
    check: vi.spyOn(actions, "check").mockReset().mockResolvedValue({ authenticated: false }),
    onError: vi.spyOn(actions, "onError").mockReset().mockResolvedValue({}),
  };
  onTestFinished(() => {
    for (const fake of Object.values(fakes)) fake.mockRestore();
  });
  return fakes;
};

type MockAuthProvider = ReturnType<typeof mockAuthProvider>;

type TestRouter = ReturnType<typeof createMemoryRouter>;

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

/**
 * For the tests of a describe: English, then fake timers. useT reads the app's i18next; English is
 * loaded before the fake timers start, as it arrives over (mocked) fetch.
 */
export const englishOnFakeTimers = (): void => {
  beforeEach(() => initI18n("en"));
  fakeTimersPerTest();
};

/** Checks the screen stays at `from` for `ms` - 1 ms, then replaces itself with `to`. */
export const expectRedirectAt = async (router: TestRouter, ms: number, from: string, to: string): Promise<void> => {
  await flush(ms - 1);
  expect(router.state.location.pathname).toBe(from);
  await flush(1);
  expect(router.state.location.pathname).toBe(to);
  expect(router.state.historyAction).toBe("REPLACE");
};
