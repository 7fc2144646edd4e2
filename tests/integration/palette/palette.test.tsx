import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignsApi } from "@/api/endpoints/campaigns";
import { useUiStore } from "@/state/ui";
import { recordRequests, SLOW, WAIT } from "../../support/pageHarness";
import { renderApp, signInAs } from "../../support/renderApp";

const FIRST_LOAD = { timeout: 40_000 } as const;

// cmdk scrolls the chosen option into view; jsdom lays nothing out and has no scrollIntoView.
const hadScroll = "scrollIntoView" in Element.prototype;
beforeAll(() => {
  if (!hadScroll) Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  if (!hadScroll) delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** Signs in, opens the console on the dashboard and waits for the top bar. */
const openConsole = async (login: string, path = "/") => {
  await signInAs(login);
  const view = await renderApp(path);
  await screen.findByRole("button", { name: "Search and commands (Ctrl+K)" }, FIRST_LOAD);
  return view;
};

const pressCtrlK = () => fireEvent.keyDown(document.body, { key: "k", ctrlKey: true });

/**
 * The open palette's dialog, once its chunk and its input are there. Found by its input: under
 * test antd gives every generated id the same value, so the button's focused tip takes the
 * dialog's name (the browser test checks the name).
 */
const palette = async (wait = WAIT): Promise<HTMLElement> => {
  const input = await screen.findByRole("combobox", { name: "Go to a page, run a command or find a record" }, wait);
  const dialog = input.closest<HTMLElement>("[role=dialog]");
  if (!dialog) throw new Error("the palette's input is not in a dialog");
  return dialog;
};

/** The options of one group of the listbox, by its heading. */
const groupOptions = (dialog: HTMLElement, heading: string): string[] => {
  const group = within(dialog).queryByRole("group", { name: heading });
  return group
    ? within(group)
        .queryAllByRole("option")
        .map((o) => o.textContent ?? "")
    : [];
};

const type = (dialog: HTMLElement, text: string) =>
  fireEvent.change(within(dialog).getByRole("combobox"), { target: { value: text } });

const pressEnter = (dialog: HTMLElement) => fireEvent.keyDown(within(dialog).getByRole("combobox"), { key: "Enter" });

const closed = () => waitFor(() => expect(screen.queryByRole("combobox", { name: /^Go to a page/ })).toBeNull(), WAIT);

describe("command palette", { timeout: SLOW }, () => {
  it("opens with Ctrl+K and the top bar's button; Escape closes it and gives focus back", async () => {
    await openConsole("admin");
    const button = screen.getByRole("button", { name: "Search and commands (Ctrl+K)" });
    expect(button).toHaveAttribute("aria-keyshortcuts", "Control+K Meta+K");
    expect(screen.queryByRole("combobox", { name: /^Go to a page/ })).toBeNull();

    pressCtrlK();
    // The first opening loads the palette's chunk.
    let dialog = await palette(FIRST_LOAD);
    expect(screen.getByRole("dialog", { name: "Command palette" })).toBe(dialog);
    expect(within(dialog).getByRole("listbox", { name: "Pages, commands and records" })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole("combobox")).toHaveFocus(), WAIT);

    fireEvent.keyDown(within(dialog).getByRole("combobox"), { key: "Escape", keyCode: 27 });
    await closed();

    button.focus();
    fireEvent.click(button);
    dialog = await palette();
    expect(button).toHaveAttribute("aria-expanded", "true");
    fireEvent.keyDown(within(dialog).getByRole("combobox"), { key: "Escape", keyCode: 27 });
    await closed();
    await waitFor(() => expect(button).toHaveFocus(), WAIT);
  });

  it("offers an OPERATOR only the pages and creates their role may use", async () => {
    await openConsole("operator");
    pressCtrlK();
    const dialog = await palette();
    const pages = groupOptions(dialog, "Go to");
    expect(pages).toEqual(expect.arrayContaining(["Dashboard", "My apps", "Keywords", "My campaignsCampaigns"]));
    for (const adminOnly of ["Server list", "Users", "Accounts", "Machines", "Admin dashboard", "Locales"])
      expect(
        pages.some((p) => p.startsWith(adminOnly)),
        adminOnly,
      ).toBe(false);
    expect(groupOptions(dialog, "Create").map((o) => o.split("My apps")[0])).toEqual(["Add app"]);
  });

  it("offers an ADMIN the fleet's pages and creates, but not the OWNER's users", async () => {
    await openConsole("admin");
    pressCtrlK();
    const dialog = await palette();
    const pages = groupOptions(dialog, "Go to");
    expect(pages).toEqual(expect.arrayContaining(["Server listServers", "Machines", "Accounts"]));
    expect(pages.some((p) => p.startsWith("Users"))).toBe(false);
    const creates = groupOptions(dialog, "Create");
    expect(creates.some((c) => c.startsWith("Add server"))).toBe(true);
    expect(creates.some((c) => c.startsWith("Create user"))).toBe(false);
  });

  it("searches each searchable area once, groups the records by area, and Enter opens the record", async () => {
    const { router } = await openConsole("admin");
    pressCtrlK();
    const dialog = await palette();
    const seen = recordRequests("/api/");
    type(dialog, "pi-lviv");
    const group = await within(dialog).findByRole("group", { name: "Servers › Server list" }, WAIT);
    expect(
      within(group)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toContain("pi-lviv-01");
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe(""), WAIT);
    // One request per area the admin may read, each with the list's own search (locales are read whole).
    const searches = seen.filter((r) => r.method === "GET" && [...r.url.searchParams.values()].includes("pi-lviv"));
    const paths = searches.map((r) => r.url.pathname);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBe(7);
    expect(paths).toContain("/api/keywords/list");
    expect(paths).toContain("/api/apps/list");

    // No page or command matches "pi-lviv": the first record found is the choice, for Enter.
    const option = within(group).getByRole("option", { name: "pi-lviv-01" });
    await waitFor(() => expect(option).toHaveAttribute("aria-selected", "true"), WAIT);
    pressEnter(dialog);
    await closed();
    await waitFor(() => expect(router.state.location.pathname).toBe("/servers/list"), WAIT);
    // The record itself opens (the server's dialog), and the address drops the one-time `open`.
    await screen.findByRole("dialog", { name: "Edit server pi-lviv-01" }, WAIT);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("open")).toBeNull(), WAIT);
  });

  it("says so when neither a command nor a record matches", async () => {
    await openConsole("admin");
    pressCtrlK();
    const dialog = await palette(FIRST_LOAD);
    type(dialog, "qqzzxx");
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe("Nothing matches"), WAIT);
    expect(within(dialog).queryAllByRole("option")).toEqual([]);
  });

  it("opens a campaign found by its app's name on its detail page, as its row does", async () => {
    await signInAs("operator");
    const first = (await campaignsApi.mine({ page: 1, size: 1, filters: {} })).list[0];
    if (!first) throw new Error("the operator has no campaign in the seed");
    const { router } = await openConsole("operator");
    pressCtrlK();
    const dialog = await palette(FIRST_LOAD);
    type(dialog, first.app.name);
    const group = await within(dialog).findByRole("group", { name: "Campaigns › My campaigns" }, WAIT);
    const option = within(group).getAllByRole("option")[0];
    if (!option) throw new Error("no campaign found");
    fireEvent.click(option);
    await closed();
    await waitFor(() => expect(router.state.location.pathname).toBe("/campaign/detail"), WAIT);
    expect(Number(new URLSearchParams(router.state.location.search).get("id"))).toBeGreaterThan(0);
  });

  it("goes to a page by its name with Enter", async () => {
    const { router } = await openConsole("admin");
    pressCtrlK();
    const dialog = await palette();
    type(dialog, "servers");
    pressEnter(dialog);
    await closed();
    await waitFor(() => expect(router.state.location.pathname).toBe("/servers/list"), WAIT);
  });

  it("runs a create: the list opens its create dialog, once", async () => {
    const { router } = await openConsole("admin");
    pressCtrlK();
    const dialog = await palette();
    type(dialog, "add server");
    const option = within(dialog).getByRole("option", { name: /^Add server/ });
    fireEvent.click(option);
    await closed();
    await screen.findByText("Add server", { selector: ".ant-modal-title" }, FIRST_LOAD);
    expect(router.state.location.pathname).toBe("/servers/list");
    // The request is spent: the history entry no longer asks for the dialog.
    await waitFor(() => expect(router.state.location.state).toBeNull(), WAIT);
  });

  it("switches the theme and the language", async () => {
    await openConsole("admin");
    useUiStore.setState({ theme: "light" });
    pressCtrlK();
    let dialog = await palette();
    type(dialog, "dark");
    fireEvent.click(within(dialog).getByRole("option", { name: "Switch to dark theme" }));
    await closed();
    expect(useUiStore.getState().theme).toBe("dark");

    pressCtrlK();
    dialog = await palette();
    type(dialog, "polski");
    fireEvent.click(within(dialog).getByRole("option", { name: /^Polski/ }));
    await closed();
    await waitFor(() => expect(useUiStore.getState().language).toBe("pl"), WAIT);
    await screen.findByRole("button", { name: "Wyszukiwanie i polecenia (Ctrl+K)" }, WAIT);
    await act(async () => {
      useUiStore.getState().setLanguage("en");
      await Promise.resolve();
    });
  });
});
