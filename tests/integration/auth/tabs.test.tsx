import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { initI18n } from "@/providers/i18n";
import { en, renderAuthArea } from "./harness";

// The screens call the provider directly (no refine before sign-in); its answers are the test's.

describe("auth screen tabs", { timeout: 60_000 }, () => {
  // useT reads the app's i18next: English for the assertions.
  beforeEach(() => initI18n("en"));
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

  it("is a tab list: each tab controls its panel and only the selected one is a tab stop", async () => {
    renderAuthArea("/auth/register");
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      en("auth.tabs.login"),
      en("auth.tabs.register"),
      en("auth.tabs.reset"),
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    for (const tab of tabs)
      expect(document.getElementById(tab.getAttribute("aria-controls") ?? "")).toHaveAttribute("role", "tabpanel");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveAttribute("aria-labelledby", tabs[1].id);
    expect(panel).toContainElement(screen.getByRole("button", { name: en("auth.register.submit") }));
  });

  it("moves between tabs with Left/Right (wrapping), Home and End, keeping the focus on the selected tab", async () => {
    const { router } = renderAuthArea("/auth/login");
    const selected = () => screen.getByRole("tab", { selected: true });
    const press = (key: string) => fireEvent.keyDown(selected(), { key });
    (await screen.findByRole("tab", { name: en("auth.tabs.login") })).focus();

    press("ArrowRight");
    expect(router.state.location.pathname).toBe("/auth/register");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(selected()).toHaveAccessibleName(en("auth.tabs.register"));
    expect(selected()).toHaveFocus();

    press("ArrowRight");
    expect(router.state.location.pathname).toBe("/auth/reset-password");
    press("ArrowRight");
    expect(router.state.location.pathname).toBe("/auth/login");
    press("ArrowLeft");
    expect(router.state.location.pathname).toBe("/auth/reset-password");
    press("Home");
    expect(router.state.location.pathname).toBe("/auth/login");
    press("End");
    expect(router.state.location.pathname).toBe("/auth/reset-password");
    expect(selected()).toHaveAccessibleName(en("auth.tabs.reset"));
    expect(selected()).toHaveFocus();

    press("Enter");
    expect(router.state.location.pathname).toBe("/auth/reset-password");
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
