import { Suspense } from "react";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "@/api/types";
import { useAuthStore } from "@/state/auth";
import { RequireAuth } from "@/routing/RequireAuth";
import { startBootCheck } from "@/routing/bootCheck";
import { TIMING } from "@/config";
import { flush, settle } from "../auth/harness";

const active: User = {
  uuid: "u-1",
  username: "owner",
  login: "owner",
  email: "owner@example.test",
  name: "Olga",
  surname: "Owner",
  status: "ACTIVE",
  roles: ["OWNER"],
};

/** The store's server check, answered by the test; a session is stored, as after a sign-in. */
const fakeCheck = (answer: () => Promise<User | null>) => {
  const checkToken = vi.fn(answer);
  useAuthStore.setState({ user: active, tokenChecked: false, checkToken });
  return checkToken;
};

const renderGuard = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/machines"
          element={
            <RequireAuth>
              <p>the machines page</p>
            </RequireAuth>
          }
        />
        <Route path="/auth" element={<p>sign-in</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe("the token check started with the page (a stored session)", () => {
  const original = useAuthStore.getState().checkToken;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    useAuthStore.setState({ checkToken: original, user: null, tokenChecked: false });
  });

  it("is the guard's first check: answered before the guard renders, the page shows at once", async () => {
    const checkToken = fakeCheck(() => Promise.resolve(active));
    startBootCheck("/machines");
    await settle();
    renderGuard("/machines");
    expect(screen.getByText("the machines page")).toBeInTheDocument();
    await settle();
    expect(checkToken).toHaveBeenCalledTimes(1);
  });

  it("counts as the first of the guard's three checks when it fails", async () => {
    const checkToken = fakeCheck(() => Promise.reject(new Error("the server did not answer")));
    startBootCheck("/machines");
    renderGuard("/machines");
    await settle();
    expect(checkToken).toHaveBeenCalledTimes(TIMING.guardMaxChecks);
    await flush(TIMING.guardRedirectMs);
    expect(screen.getByText("sign-in")).toBeInTheDocument();
  });

  it("is still the guard's first check when the guard's first render was thrown away before it committed", async () => {
    const checkToken = fakeCheck(() => Promise.reject(new Error("the server did not answer")));
    startBootCheck("/machines");
    let release = () => {};
    const pending = new Promise<void>((resolve) => (release = resolve));
    let released = false;
    const SuspendsFirst = () => {
      if (!released) throw pending;
      return null;
    };
    render(
      <MemoryRouter initialEntries={["/machines"]}>
        <Suspense fallback={null}>
          <RequireAuth>
            <p>the machines page</p>
          </RequireAuth>
          <SuspendsFirst />
        </Suspense>
      </MemoryRouter>,
    );
    released = true;
    await act(async () => release());
    await settle();
    expect(checkToken).toHaveBeenCalledTimes(TIMING.guardMaxChecks);
  });

  it("is not started outside the signed-in area", async () => {
    const checkToken = fakeCheck(() => Promise.resolve(active));
    for (const path of ["/auth/login", "/new-user", "/ban-user", "/server-unavailable"]) startBootCheck(path);
    await settle();
    expect(checkToken).not.toHaveBeenCalled();
  });

  it("is not the guard's once it is 5 s old: the guard checks again", async () => {
    const checkToken = fakeCheck(() => Promise.resolve(active));
    startBootCheck("/machines");
    await flush(5_000);
    renderGuard("/machines");
    await settle();
    expect(screen.getByText("the machines page")).toBeInTheDocument();
    expect(checkToken).toHaveBeenCalledTimes(2);
  });
});
