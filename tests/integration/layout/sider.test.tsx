import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Role } from "@/api/types";
import { useAuthStore } from "@/state/auth";
import { useUiStore } from "@/state/ui";
import { makeUser, renderLayout, resetStores, settle, uiStorage } from "./harness";
import { fakeMatchMedia } from "../../support/matchMedia";

const menuLabels = (): string[] => {
  const nav = screen.getByRole("navigation", { name: "Main navigation" });
  return within(nav)
    .getAllByRole("menuitem", { hidden: true })
    .map((el) => el.textContent?.trim() ?? "");
};

const EVERYONE = ["Dashboard", "My apps", "Keywords", "Campaigns", "My campaigns", "Add campaign"];
const ADMIN = [
  "Dashboard",
  "Admin dashboard",
  "My apps",
  "Keywords",
  "Campaigns",
  "My campaigns",
  "All users' campaigns",
  "Add campaign",
  "Machines",
  "Servers",
  "Server list",
  "Update center",
  "Proxy",
  "Proxy list",
  "Proxy configs",
  "SMS service",
  "Services",
  "Configs",
  "Accounts",
  "Locales",
];

describe("sidebar entries by role", () => {
  beforeEach(() => resetStores());

  const cases: [Role[], string[]][] = [
    [["USER"], EVERYONE],
    // The activity log comes last, for ADMIN and OWNER.
    [["ADMIN"], [...ADMIN, "Activity"]],
    [["ADMIN_BOT"], [...EVERYONE, "Bot API FAQ"]],
    [["OWNER"], [...ADMIN.slice(0, -1), "Bot API FAQ", "Locales", "Users", "Activity"]],
    [
      ["USER", "ADMIN_BOT"],
      [...EVERYONE, "Bot API FAQ"],
    ],
  ];

  it.each(cases)("%j sees exactly its entries, in order", async (roles, expected) => {
    useAuthStore.setState({ user: makeUser(roles) });
    await renderLayout("/");
    expect(menuLabels()).toEqual(expected);
  });

  it("names each entry by its label alone: the icons are hidden from screen readers", async () => {
    useAuthStore.setState({ user: makeUser(["USER"]) });
    await renderLayout("/");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("menuitem", { name: "Dashboard" })).toBeInTheDocument();
    expect(
      within(nav)
        .queryAllByRole("img")
        .map((el) => el.getAttribute("aria-label")),
    ).toEqual([]);
  });

  it("USER sees none of the admin areas", async () => {
    await renderLayout("/");
    const labels = menuLabels();
    for (const hidden of [
      "Machines",
      "Servers",
      "Proxy",
      "SMS service",
      "Accounts",
      "Locales",
      "Users",
      "Bot API FAQ",
      "Admin dashboard",
      "All users' campaigns",
    ]) {
      expect(labels).not.toContain(hidden);
    }
  });

  it("a user who is not ACTIVE sees no entries", async () => {
    useAuthStore.setState({ user: makeUser(["OWNER"], { status: "NEW" }) });
    await renderLayout("/");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).queryAllByRole("menuitem", { hidden: true })).toHaveLength(0);
  });

  it("the detail page is never listed", async () => {
    useAuthStore.setState({ user: makeUser(["OWNER"]) });
    await renderLayout("/");
    expect(menuLabels()).not.toContain("Campaign details");
  });

  it("entries link to their routes and the current one is selected", async () => {
    useAuthStore.setState({ user: makeUser(["OWNER"]) });
    await renderLayout("/servers/update-center");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    const link = within(nav).getByRole("link", { name: "Update center" });
    expect(link).toHaveAttribute("href", "/servers/update-center");
    expect(link.closest("li")).toHaveClass("ant-menu-item-selected");
    expect(link.closest("li.ant-menu-submenu")).toHaveClass("ant-menu-submenu-open");
    expect(within(nav).getByRole("link", { name: "Dashboard" }).closest("li")).not.toHaveClass(
      "ant-menu-item-selected",
    );
  });

  it("shows the panel title from def.app_title", async () => {
    await renderLayout("/");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByText("Operator Panel")).toBeInTheDocument();
  });
});

describe("sidebar collapse", () => {
  beforeEach(() => resetStores());

  it("collapsing and expanding persists to ui-storage", async () => {
    const { container } = await renderLayout("/");
    fireEvent.click(screen.getByRole("button", { name: "Collapse sidebar" }));
    await settle();
    expect(uiStorage().state.isSidebarExpanded).toBe(false);
    expect(container.querySelector(".ant-layout-sider")).toHaveClass("ant-layout-sider-collapsed");

    fireEvent.click(screen.getByRole("button", { name: "Expand sidebar" }));
    await settle();
    expect(uiStorage().state.isSidebarExpanded).toBe(true);
    expect(container.querySelector(".ant-layout-sider")).not.toHaveClass("ant-layout-sider-collapsed");
  });

  it("starts collapsed when ui-storage says so", async () => {
    useUiStore.setState({ isSidebarExpanded: false });
    const { container } = await renderLayout("/");
    expect(container.querySelector(".ant-layout-sider")).toHaveClass("ant-layout-sider-collapsed");
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toBeInTheDocument();
  });
});

describe("sidebar on a phone-sized screen", () => {
  let saved: typeof window.matchMedia;
  beforeEach(() => {
    resetStores();
    const phone = fakeMatchMedia((query) => query.includes("max-width: 767.98px"));
    saved = window.matchMedia;
    Object.defineProperty(window, "matchMedia", { configurable: true, writable: true, value: phone });
  });
  afterEach(() => {
    Object.defineProperty(window, "matchMedia", { configurable: true, writable: true, value: saved });
  });

  it("has no icon rail: the top bar's menu button opens the navigation as a drawer, and a pick closes it", async () => {
    const { container } = await renderLayout("/");
    expect(container.querySelector(".ant-layout-sider")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Main navigation" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Expand sidebar" })).toBeNull();

    const open = screen.getByRole("button", { name: "Open menu" });
    expect(open).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(open);
    await settle();
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(open).toHaveAttribute("aria-expanded", "true");
    // Opening the drawer is no stored preference.
    expect(uiStorage().state.isSidebarExpanded).toBe(useUiStore.getState().isSidebarExpanded);

    fireEvent.click(within(nav).getByRole("link", { name: "Keywords" }));
    await settle();
    expect(open).toHaveAttribute("aria-expanded", "false");
  });
});
