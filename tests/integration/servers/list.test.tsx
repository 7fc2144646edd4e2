import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TIMING } from "@/config";
import { followingFakeClock, passTime } from "../../support/fakeTimers";
import { serversApi } from "@/api/endpoints/servers";
import { useMachineDialog } from "@/resources/machines/machineDialogStore";
import { changeLocale } from "@/providers/i18n";
import { asDesktop, dialogTitled, firstColumn, LOAD, openPage, requestsTo, rowOf } from "./harness";

const SLOW = 60_000;

asDesktop();

/** The header cell with this title (re-queried: the table remounts after each load). */
const header = (title: string): HTMLElement => {
  const th = screen
    .getAllByText(title)
    .map((el) => el.closest("th"))
    .find(Boolean);
  if (!th) throw new Error(`no ${title} header`);
  return th;
};

/** Clicks Delete on pi-lviv-01 and returns the confirmation dialog. */
const askToDeleteFirst = async (): Promise<HTMLElement> => {
  fireEvent.click(within(rowOf("pi-lviv-01")).getByLabelText("Delete pi-lviv-01"));
  return dialogTitled("Delete server pi-lviv-01?");
};

describe("server list (/servers/list)", { timeout: SLOW }, () => {
  it("shows the columns, pages 10 at a time and asks the API for each page", async () => {
    const { seen } = await openPage("admin");
    for (const title of [
      "Name",
      "Identifier",
      "IP address",
      "Type",
      "Disks",
      "Machines",
      "Versions",
      "Description",
      "Actions",
    ]) {
      expect(header(title)).toBeInTheDocument();
    }
    // 5 rows by default (TBL-8; 10 only where an area's rule names the table).
    expect(screen.getByText("1-5 of 12")).toBeInTheDocument();
    expect(firstColumn()).toHaveLength(5);

    const row = within(rowOf("pi-lviv-01"));
    const stored = await serversApi.one(1);
    expect(row.getByText(stored.identifier ?? "")).toBeInTheDocument();
    expect(row.getByText("Raspberry Pi")).toBeInTheDocument();
    expect(row.getByText(`Bot ${stored.serverParams.versionBot}`)).toBeInTheDocument();
    expect(row.getByText(String(stored.disks.reduce((n, d) => n + d.countMachine, 0)))).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText("Next page"));
    await waitFor(() => expect(screen.getByText("6-10 of 12")).toBeInTheDocument(), LOAD);
    expect(firstColumn()).toHaveLength(5);
    const pages = requestsTo(seen, "GET", "/servers/list").map((r) => [
      r.url.searchParams.get("page"),
      r.url.searchParams.get("size"),
    ]);
    expect(pages).toContainEqual(["1", "5"]);
    expect(pages).toContainEqual(["2", "5"]);
  });

  it("re-titles its columns when the language is switched in the app, without a reload", async () => {
    await openPage("admin");
    expect(header("Name")).toBeInTheDocument();
    try {
      await act(() => changeLocale("ua"));
      // The titles are memoised with the translate function: they must follow the language too.
      await waitFor(() => expect(header("Назва")).toBeInTheDocument(), LOAD);
      expect(header("Дії")).toBeInTheDocument();
      expect(screen.queryByText("Name", { selector: "th *" })).not.toBeInTheDocument();
    } finally {
      await act(() => changeLocale("en"));
    }
  });

  it("sorts by a column header through the API's key:asc|key:desc", async () => {
    const { seen } = await openPage("admin");
    fireEvent.click(header("Name"));
    const all = (await serversApi.list({ page: 1, size: -1 })).list.map((s) => s.name);
    const ascending = [...all].sort((a, b) => a.localeCompare(b, "en", { numeric: true })).slice(0, 5);
    await waitFor(() => expect(firstColumn()).toEqual(ascending), LOAD);
    expect(header("Name")).toHaveAttribute("aria-sort", "ascending");
    fireEvent.click(header("Name"));
    await waitFor(() => expect(header("Name")).toHaveAttribute("aria-sort", "descending"), LOAD);
    await waitFor(
      () => expect(firstColumn()[0]).toBe([...all].sort((a, b) => b.localeCompare(a, "en", { numeric: true }))[0]),
      LOAD,
    );
    const sorts = requestsTo(seen, "GET", "/servers/list").map((r) => r.url.searchParams.get("sort"));
    expect(sorts).toContain("name:asc");
    expect(sorts).toContain("name:desc");
  });

  it("searches after typing (server-side search, back to page 1)", async () => {
    const { seen } = await openPage("admin");
    const box = screen.getByPlaceholderText("Search by name, identifier, IP, type or description");
    followingFakeClock();
    fireEvent.change(box, { target: { value: "ded-" } });
    await passTime(TIMING.searchDebounceMs);
    // The first page holds 5 rows before the search too (default size, TBL-7), so wait for the found ones.
    await waitFor(() => {
      expect(firstColumn()).toHaveLength(5);
      expect(firstColumn().every((name) => name.startsWith("ded-"))).toBe(true);
    }, LOAD);
    const searched = requestsTo(seen, "GET", "/servers/list").filter(
      (r) => r.url.searchParams.get("search") === "ded-",
    );
    expect(searched).toHaveLength(1);
    expect(searched[0]?.url.searchParams.get("page")).toBe("1");
  });

  it("says the declared 'No servers found' when the search finds none", async () => {
    const { router } = await openPage("admin");
    await act(() => router.navigate("/servers/list?list=servers&q=no-such-server-anywhere"));
    expect(await screen.findByText("No servers found", {}, LOAD)).toBeInTheDocument();
  });

  it("ADMIN may add and edit but is never offered delete", async () => {
    await openPage("admin");
    expect(screen.getByText("Add server")).toBeInTheDocument();
    expect(within(rowOf("pi-lviv-01")).getByLabelText("Edit pi-lviv-01")).toBeInTheDocument();
    expect(screen.queryAllByLabelText("Delete")).toHaveLength(0);
  });

  it("OWNER deletes a server only after confirming", async () => {
    const { seen } = await openPage("owner");
    fireEvent.click(within(await askToDeleteFirst()).getByText("Cancel"));
    await waitFor(() => expect(screen.queryByText("Delete server pi-lviv-01?")).toBeNull(), LOAD);
    expect(requestsTo(seen, "DELETE", "/servers")).toHaveLength(0);

    fireEvent.click(within(await askToDeleteFirst()).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Server deleted", {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("pi-lviv-01")).toBeNull(), LOAD);
    expect(requestsTo(seen, "DELETE", "/servers")[0]?.url.searchParams.get("id")).toBe("1");
    expect(screen.getByText("1-5 of 11")).toBeInTheDocument();
  });
});

describe("machines on a server", { timeout: SLOW }, () => {
  afterEach(() => act(() => useMachineDialog.getState().close()));

  it("lists the server's machines page by page and opens the machine dialog on a click", async () => {
    const { seen } = await openPage("admin");
    fireEvent.click(within(rowOf("pi-lviv-01")).getByLabelText("Machines of pi-lviv-01"));
    const title = await screen.findByText("Machines on pi-lviv-01", {}, LOAD);
    const drawer = title.closest<HTMLElement>(".ant-drawer-content");
    if (!drawer) throw new Error("no drawer");
    const pageOne = await serversApi.machines(1, { page: 1, size: 5 });
    const pageTwo = await serversApi.machines(1, { page: 2, size: 5 });
    const firstName = pageOne.list[0]?.nameMachine ?? "";
    const nextName = pageTwo.list[0]?.nameMachine ?? "";
    const first = await within(drawer).findByText(firstName, {}, LOAD);
    const total = pageOne.totalCount;
    expect(within(drawer).getByText(`1-5 of ${total}`)).toBeInTheDocument();

    const calls = requestsTo(seen, "GET", "/machines/list");
    expect(calls[0]?.url.searchParams.get("server_id")).toBe("1");
    expect(calls[0]?.url.searchParams.get("size")).toBe("5");

    fireEvent.click(within(drawer).getByLabelText("Next page"));
    await within(drawer).findByText(nextName, {}, LOAD);
    expect(requestsTo(seen, "GET", "/machines/list").at(-1)?.url.searchParams.get("page")).toBe("2");

    fireEvent.click(within(drawer).getByText(nextName));
    expect(useMachineDialog.getState().name).toBe(nextName);
    expect(first).not.toBeInTheDocument();
  });
});
