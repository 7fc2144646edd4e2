import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en, renderAuthArea } from "./harness";

describe("auth screen tabs", { timeout: 60_000 }, () => {
  it.each([
    ["/auth/login", "auth.tabs.login", "auth.login.title"],
    ["/auth/register", "auth.tabs.register", "auth.register.title"],
    ["/auth/reset-password", "auth.tabs.reset", "auth.reset.title"],
  ])("%s selects its tab", async (path, tab, title) => {
    renderAuthArea(path);
    expect(await screen.findByRole("tab", { name: en(tab) })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { name: en(title) })).toBeInTheDocument();
  });

  it("switching a tab changes the URL, replacing the history entry", async () => {
    const { router } = renderAuthArea("/auth/login");
    fireEvent.click(await screen.findByRole("tab", { name: en("auth.tabs.register") }));
    expect(router.state.location.pathname).toBe("/auth/register");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(await screen.findByRole("button", { name: en("auth.register.submit") })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("tab", { name: en("auth.tabs.reset") }));
    expect(router.state.location.pathname).toBe("/auth/reset-password");
    fireEvent.click(screen.getByRole("tab", { name: en("auth.tabs.login") }));
    expect(router.state.location.pathname).toBe("/auth/login");
  });

  it("the forgot-password link opens the reset tab", async () => {
    const { router } = renderAuthArea("/auth/login");
    fireEvent.click(await screen.findByRole("button", { name: en("auth.login.forgot") }));
    expect(router.state.location.pathname).toBe("/auth/reset-password");
  });

  it("labels the sign-in fields Login and Password", async () => {
    renderAuthArea("/auth/login");
    expect(await screen.findByLabelText("Login", { selector: "input" })).toBeInTheDocument();
    expect(screen.getByLabelText("Password", { selector: "input" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
  });
});
