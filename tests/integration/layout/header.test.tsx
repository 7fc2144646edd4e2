import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useProfileDialog } from "@/components/layout/profileDialogStore";
import { useAuthStore } from "@/state/auth";
import { logoutSpy, makeUser, renderLayout, resetStores, settle, uiStorage } from "./harness";

/** Clicks, then lets the layout settle (menus open, the language loads). */
const clickAndSettle = async (element: Element): Promise<void> => {
  fireEvent.click(element);
  await settle();
};

const pageName = () => screen.getByRole("heading", { level: 1 });

describe("top bar page name", () => {
  beforeEach(() => resetStores(makeUser(["OWNER"])));

  it.each([
    ["/", "Dashboard"],
    ["/servers/list", "Servers"],
    ["/servers/update-center", "Servers"],
    ["/campaign/add", "Campaigns"],
    ["/proxy/configs", "Proxy"],
    ["/sms-service/configs", "SMS service"],
    ["/users/create", "Users"],
    ["/bot-api", "Bot API FAQ"],
    ["/statistic", "Admin dashboard"],
  ])("%s is named after its first segment: %s", async (path, name) => {
    await renderLayout(path);
    expect(pageName()).toHaveTextContent(name);
    expect(document.title).toBe(`${name} · Operator Panel`);
  });

  it("an unknown first segment is the not-found page: named so in the heading and the tab", async () => {
    await renderLayout("/nowhere/at-all");
    expect(pageName()).toHaveTextContent("Page not found");
    expect(document.title).toBe("Page not found · Operator Panel");
  });

  it("renders the routed page and the header extra slot", async () => {
    await renderLayout("/", <span>bell slot</span>);
    expect(screen.getByText("page body")).toBeInTheDocument();
    expect(within(screen.getByRole("banner")).getByText("bell slot")).toBeInTheDocument();
  });
});

describe("theme toggle", () => {
  beforeEach(() => resetStores());

  it("sets the class on the document root and persists the theme", async () => {
    await renderLayout("/");
    const root = document.documentElement;
    expect(root).toHaveClass("light");

    await clickAndSettle(screen.getByRole("button", { name: "Switch to dark theme" }));
    expect(root).toHaveClass("dark");
    expect(root).not.toHaveClass("light");
    expect(root.style.colorScheme).toBe("dark");
    expect(uiStorage().state.theme).toBe("dark");

    await clickAndSettle(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(root).toHaveClass("light");
    expect(root).not.toHaveClass("dark");
    expect(uiStorage().state.theme).toBe("light");
  });
});

describe("language menu", () => {
  beforeEach(() => resetStores());

  it("offers EN, UA, RU, PL, shows the current one and switches every string", async () => {
    await renderLayout("/apps");
    const trigger = screen.getByRole("button", { name: "Interface language" });
    expect(trigger).toHaveTextContent("EN");

    await clickAndSettle(trigger);
    const options = screen.getAllByRole("menuitem").filter((el) => /^(EN|UA|RU|PL)/.test(el.textContent ?? ""));
    expect(options.map((el) => el.textContent?.slice(0, 2))).toEqual(["EN", "UA", "RU", "PL"]);

    await clickAndSettle(screen.getByText("Polski"));
    expect(screen.getByRole("button", { name: "Język interfejsu" })).toHaveTextContent("PL");
    expect(pageName()).toHaveTextContent("Moje aplikacje");
    expect(document.title).toBe("Moje aplikacje · Panel operatora");
    expect(screen.getByRole("navigation", { name: "Nawigacja główna" })).toHaveTextContent("Słowa kluczowe");
    expect(screen.getByRole("button", { name: "Włącz ciemny motyw" })).toBeInTheDocument();
    expect(uiStorage().state.language).toBe("pl");
  });
});

describe("user menu", () => {
  beforeEach(() => {
    resetStores(makeUser(["ADMIN", "ADMIN_BOT"]));
    useProfileDialog.setState({ isOpen: false });
    logoutSpy.mockClear();
  });

  it("shows the user's name and roles, opens the profile and logs out", async () => {
    await renderLayout("/");
    const trigger = screen.getByRole("button", { name: "Account menu" });
    expect(trigger).toHaveTextContent("Anna Smith");

    await clickAndSettle(trigger);
    expect(screen.getByText("Administrator, Bot administrator")).toBeInTheDocument();

    await clickAndSettle(screen.getByText("Profile"));
    expect(useProfileDialog.getState().isOpen).toBe(true);

    await clickAndSettle(screen.getByText("Logout"));
    expect(logoutSpy).toHaveBeenCalledTimes(1);
  });

  it("is absent when nobody is signed in", async () => {
    useAuthStore.setState({ user: null });
    await renderLayout("/");
    expect(screen.queryByRole("button", { name: "Account menu" })).not.toBeInTheDocument();
  });
});
