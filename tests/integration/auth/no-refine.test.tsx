import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ConfigProvider } from "antd";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as refine from "@refinedev/core";
import AuthPage from "@/pages/auth/AuthPage";
import { initI18n } from "@/providers/i18n";
import { useAuthStore } from "@/state/auth";
import { en } from "./harness";

/*
 * The sign-in page is budgeted at 300 KB of gzip JavaScript, so refine loads only with the
 * signed-in shell. Reading anything refine exports (a hook, a component, a context) throws here,
 * so any runtime use of it on this screen fails loudly; the real auth provider talks to the msw
 * mock. Spies on refine's exports rather than an empty stand-in module: a mocked module needs a
 * module graph of its own, and spies are taken back after the test.
 */
const refineReads: string[] = [];
const forbidRefine = () => {
  const exported = refine as unknown as Record<string, unknown>;
  for (const name of Object.keys(exported))
    vi.spyOn(exported, name, "get").mockImplementation(() => {
      refineReads.push(name);
      throw new Error(`the sign-in page used refine's ${name}`);
    });
};

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

describe("sign-in without refine", { timeout: 60_000 }, () => {
  beforeEach(async () => {
    await initI18n("en");
    refineReads.length = 0;
    forbidRefine();
    return () => vi.restoreAllMocks();
  });

  it("renders and signs in inside nothing but a router and antd's ConfigProvider", async () => {
    render(
      <ConfigProvider>
        <MemoryRouter initialEntries={["/auth/login"]}>
          <Routes>
            <Route path="/auth/*" element={<AuthPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </ConfigProvider>,
    );

    expect(screen.getByRole("tab", { name: en("auth.tabs.login") })).toHaveAttribute("aria-selected", "true");
    fireEvent.change(screen.getByLabelText(en("auth.login.login"), { selector: "input" }), {
      target: { value: "owner" },
    });
    fireEvent.change(screen.getByLabelText(en("auth.login.password"), { selector: "input" }), {
      target: { value: "demo-pass" },
    });
    fireEvent.click(screen.getByRole("button", { name: en("auth.login.submit") }));

    expect(await screen.findByRole("alert")).toHaveTextContent(en("auth.login.success"));
    expect(useAuthStore.getState().user?.login).toBe("owner");
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent(/^\/$/), { timeout: 10_000 });
    expect(refineReads).toEqual([]);
  });
});
