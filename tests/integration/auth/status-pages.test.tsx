import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "@/providers/i18n";
import type { User } from "@/api/types";
import { useAuthStore } from "@/state/auth";
import { faults } from "@/mocks/node";
import { redirectTo, setNavigator } from "@/api/redirect";
import { recheckDelay } from "@/pages/status/ServerUnavailablePage";
import { en, flush, mockAuthProvider, renderAuthArea, settle } from "./harness";

// The screens call the provider directly (no refine before sign-in); its answers are the test's.

const user = (status: User["status"]): User => ({
  uuid: "u-7",
  username: "nina",
  login: "nina",
  email: "nina@example.test",
  name: "Nina",
  surname: "Novak",
  status,
  roles: ["USER"],
});

/**
 * Stands in for the store's server call. It records whether the once-per-session flag had been
 * cleared when it ran, which is what makes the status screens' check a real request.
 */
const fakeCheckToken = (answer: () => Promise<User | null>) => {
  const seenFlags: boolean[] = [];
  const checkToken = vi.fn(() => {
    seenFlags.push(useAuthStore.getState().tokenChecked);
    return answer();
  });
  useAuthStore.setState({ tokenChecked: true, user: user("NEW"), checkToken });
  return { checkToken, seenFlags };
};

describe("status screens", { timeout: 60_000 }, () => {
  // useT reads the app's i18next. English is loaded before the fake timers start: it arrives over (mocked) fetch.
  beforeEach(() => initI18n("en"));
  const original = useAuthStore.getState().checkToken;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    useAuthStore.setState({ checkToken: original, user: null, tokenChecked: false });
  });

  describe("/new-user", () => {
    it("re-checks the session after exactly 1000 ms and goes to / once the user is ACTIVE", async () => {
      const { checkToken, seenFlags } = fakeCheckToken(() => Promise.resolve(user("ACTIVE")));
      const { router } = renderAuthArea("/new-user");
      fireEvent.click(screen.getByRole("button", { name: en("auth.new_user.check") }));

      await flush(999);
      expect(checkToken).not.toHaveBeenCalled();
      await flush(1);
      await settle();
      expect(checkToken).toHaveBeenCalledTimes(1);
      expect(seenFlags).toEqual([false]);
      expect(router.state.location.pathname).toBe("/");
      expect(router.state.historyAction).toBe("REPLACE");
    });

    it("says the account is still pending while it is NEW", async () => {
      fakeCheckToken(() => Promise.resolve(user("NEW")));
      const { router } = renderAuthArea("/new-user");
      expect(screen.getByRole("heading", { name: en("auth.new_user.title") })).toBeInTheDocument();
      fireEvent.click(screen.getByRole("button", { name: en("auth.new_user.check") }));
      await flush(1000);
      await settle();
      expect(screen.getByRole("alert")).toHaveTextContent(en("auth.new_user.still_pending"));
      expect(router.state.location.pathname).toBe("/new-user");
    });

    it("logs out and ends at /auth", async () => {
      const auth = mockAuthProvider();
      const { router } = renderAuthArea("/new-user", auth);
      fireEvent.click(screen.getByRole("button", { name: en("auth.status.logout") }));
      await settle();
      expect(auth.logout).toHaveBeenCalledTimes(1);
      expect(router.state.location.pathname).toBe("/auth");
    });
  });

  describe("/ban-user", () => {
    it("explains the suspension and logs out to /auth, replacing the entry", async () => {
      const auth = mockAuthProvider();
      const { router } = renderAuthArea("/ban-user", auth);
      expect(
        screen.getByText("Your account has been suspended. Please contact the administrator for more information."),
      ).toBeInTheDocument();

      fireEvent.click(screen.getByRole("button", { name: en("auth.status.logout") }));
      await settle();
      expect(auth.logout).toHaveBeenCalledTimes(1);
      expect(router.state.location.pathname).toBe("/auth");
      expect(router.state.historyAction).toBe("REPLACE");
    });
  });

  describe("/server-unavailable", () => {
    it("re-checks by itself after exactly 1000 ms and goes to / when the server answers", async () => {
      const { checkToken, seenFlags } = fakeCheckToken(() => Promise.resolve(user("ACTIVE")));
      const { router } = renderAuthArea("/server-unavailable");
      await flush(999);
      expect(checkToken).not.toHaveBeenCalled();
      await flush(1);
      await settle();
      expect(seenFlags).toEqual([false]);
      expect(router.state.location.pathname).toBe("/");
    });

    it("stays while the server is down, and Retry checks again", async () => {
      // Down at the network level: the page's probe of the API gets no answer.
      faults.failNext(1, { network: true, path: "/auth/checkToken" });
      const { checkToken } = fakeCheckToken(() => Promise.resolve(user("ACTIVE")));
      const { router } = renderAuthArea("/server-unavailable");
      await flush(1000);
      await settle();
      expect(faults.pending()).toBe(0);
      expect(screen.getByRole("alert")).toHaveTextContent(en("auth.server_unavailable.still_down"));
      expect(router.state.location.pathname).toBe("/server-unavailable");
      expect(checkToken).not.toHaveBeenCalled();

      faults.failNext(1, { network: true, path: "/auth/checkToken" });
      fireEvent.click(screen.getByRole("button", { name: en("auth.server_unavailable.retry") }));
      await settle();
      expect(faults.pending()).toBe(0);
      expect(router.state.location.pathname).toBe("/server-unavailable");
      fireEvent.click(screen.getByRole("button", { name: en("auth.server_unavailable.retry") }));
      await settle();
      expect(checkToken).toHaveBeenCalledTimes(1);
      expect(router.state.location.pathname).toBe("/");
    });

    it("re-checks on its own every second while down (1 s more each time, never over 5 s), then returns to the interrupted page", async () => {
      expect([0, 1, 2, 3, 4, 5, 9].map(recheckDelay)).toEqual([1000, 2000, 3000, 4000, 5000, 5000, 5000]);
      window.history.replaceState(null, "", "/servers/list?page=2");
      setNavigator(() => undefined);
      redirectTo("/server-unavailable");
      setNavigator(null);
      faults.failNext(3, { status: 503, path: "/auth/checkToken" });
      const { checkToken } = fakeCheckToken(() => Promise.resolve(user("ACTIVE")));
      const { router } = renderAuthArea("/server-unavailable");
      await flush(1000);
      await settle();
      expect(faults.pending()).toBe(2);
      await flush(2000);
      await settle();
      expect(faults.pending()).toBe(1);
      await flush(3000);
      await settle();
      expect(faults.pending()).toBe(0);
      expect(checkToken).not.toHaveBeenCalled();
      await flush(4000);
      await settle();
      expect(checkToken).toHaveBeenCalledTimes(1);
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/servers/list?page=2");
    });
  });
});
