import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { formatDate } from "@/lib/date";
import { describe, expect, it } from "vitest";
import { TIMING } from "@/config";
import { followingFakeClock, passTime } from "../../support/fakeTimers";
import { proxiesApi } from "@/api/endpoints/proxies";
import type { ListRequest } from "@/api/types/fleet";
import { faults } from "@/mocks/node";
import { useMachineDialog } from "@/resources/machines/machineDialogStore";
import { credentialsOf, gatewayOf } from "@/resources/proxies/proxyFormat";
import {
  SLOW,
  WAIT,
  bodyRows,
  clickButton,
  contentTable,
  dialogTitled,
  header,
  lastParam,
  openPage,
  pickOption,
  requestsTo,
  resetTablePreferences,
  waitForParam,
} from "./harness";

const TITLE = "Proxies";

/** The proxy cell's text (gateway line then credentials line) of each shown row. */
const shownProxies = (): string[] => bodyRows().map((row) => row.querySelector("td")?.textContent ?? "");

/** What the API itself answers for a query, as the proxy cells must show it. */
const expectedProxies = async (q: Partial<ListRequest>): Promise<string[]> =>
  (await proxiesApi.list({ page: 1, size: 5, filters: { configId: 0 }, ...q })).list.map(
    (p) => gatewayOf(p.proxy) + credentialsOf(p.proxy),
  );

const waitForProxies = async (q: Partial<ListRequest>): Promise<void> => {
  const expected = await expectedProxies(q);
  await waitFor(() => expect(shownProxies()).toEqual(expected), WAIT);
};

/** Opens the list at `path`, resolving once it shows the proxies the API answers for `q`. */
const openProxies = async (path = "/proxy/list", q: Partial<ListRequest> = {}) => {
  const { seen } = await openPage(path, TITLE);
  await waitForProxies(q);
  return seen;
};

/** Opens the list and goes to its second page, so a test can see a change return to page 1. */
const openOnPage2 = async () => {
  const seen = await openProxies();
  fireEvent.click(screen.getByLabelText("Next page"));
  await waitForProxies({ page: 2 });
  return seen;
};

/** The reload button, once a chosen config enables it. */
const enabledReload = async (): Promise<HTMLButtonElement> => {
  const reload = reloadButton();
  await waitFor(() => expect(reload).toBeEnabled(), WAIT);
  return reload;
};

const reloadButton = (): HTMLButtonElement =>
  screen.getByText("Reload proxies", { selector: "button span" }).closest("button") as HTMLButtonElement;

const configFilter = (): HTMLElement => {
  const input = document.querySelector<HTMLElement>('[aria-labelledby="proxy-config-filter-label"]');
  if (!input) throw new Error("no config filter");
  return input;
};

describe("proxy list (/proxy/list)", { timeout: SLOW }, () => {
  resetTablePreferences();

  it("shows the first 10 of every config's proxies (config_id 0) with machine, config, time zone and params", async () => {
    const seen = await openProxies();
    expect(await screen.findByText("1-5 of 300")).toBeInTheDocument();
    const first = requestsTo(seen, "/proxies/list")[0];
    expect(first?.url.searchParams.get("config_id")).toBe("0");
    expect(first?.url.searchParams.get("page")).toBe("1");
    expect(first?.url.searchParams.get("size")).toBe("5");

    const { list } = await proxiesApi.list({ page: 1, size: 5, filters: { configId: 0 } });
    const rows = bodyRows();
    list.forEach((proxy, i) => {
      const row = within(rows[i] as HTMLElement);
      if (proxy.nameMachine) expect(row.getByText(proxy.nameMachine, { selector: "button span" })).toBeInTheDocument();
      else expect(row.getByText("Unassigned")).toBeInTheDocument();
      expect(row.getByText(proxy.timezone.town)).toBeInTheDocument();
      expect(row.getByText(proxy.timezone.timezone)).toBeInTheDocument();
      expect(row.getByText(`${proxy.timezone.lat.toFixed(4)}, ${proxy.timezone.lng.toFixed(4)}`)).toBeInTheDocument();
      // The parameters read as labelled values, the check's stamp in the user's date format.
      expect(row.getByText(`Latency: ${String(proxy.proxyParams.latency_ms)} ms`)).toBeInTheDocument();
      expect(
        row.getByText(`Last check: ${formatDate(String(proxy.proxyParams.last_check), "en")}`),
      ).toBeInTheDocument();
      expect(row.queryByText(/latency_ms|last_check/)).toBeNull();
    });
    expect(within(rows[0] as HTMLElement).getByText("api.resiflow.example.net")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText("#1 · Residential · HTTP")).toBeInTheDocument();
  });

  it("filters by config: only that config's proxies, sent as config_id, and back to all", async () => {
    const seen = await openOnPage2();

    await pickOption(configFilter(), "#2 · cellgate.example.com");
    await waitForParam(seen, "/proxies/list", "config_id", "2");
    expect(lastParam(seen, "/proxies/list", "page")).toBe("1");
    await waitForProxies({ filters: { configId: 2 } });
    expect(await screen.findByText("1-5 of 70")).toBeInTheDocument();
    expect(bodyRows().every((row) => within(row).queryByText("#2 · Mobile · SOCKS5") !== null)).toBe(true);

    await pickOption(configFilter(), "All configs");
    await waitForProxies({});
    expect(await screen.findByText("1-5 of 300")).toBeInTheDocument();
  });

  it("opens filtered by ?config=3 (the configs page links there)", async () => {
    const seen = await openProxies("/proxy/list?config=3", { filters: { configId: 3 } });
    expect(await screen.findByText("1-5 of 60")).toBeInTheDocument();
    expect(requestsTo(seen, "/proxies/list").every((s) => s.url.searchParams.get("config_id") === "3")).toBe(true);
  });

  it("searches on the server after the debounce and returns to page 1", async () => {
    const seen = await openOnPage2();
    followingFakeClock();
    fireEvent.change(screen.getByLabelText("Search proxy, machine, town or time zone"), {
      target: { value: "berlin" },
    });
    await passTime(TIMING.searchDebounceMs);
    await waitForParam(seen, "/proxies/list", "search", "berlin");
    expect(lastParam(seen, "/proxies/list", "page")).toBe("1");
    await waitForProxies({ search: "berlin" });
    expect(within(contentTable()).getAllByText("Europe/Berlin")).toHaveLength(bodyRows().length);
  });

  it("sorts by machine on the server: ascending, then descending", async () => {
    const seen = await openProxies();
    fireEvent.click(header("Machine"));
    await waitForParam(seen, "/proxies/list", "sort", "name_machine:asc");
    await waitForProxies({ sort: "nameMachine:asc" });
    expect(header("Machine")).toHaveAttribute("aria-sort", "ascending");
    fireEvent.click(header("Machine"));
    await waitForParam(seen, "/proxies/list", "sort", "name_machine:desc");
    await waitForProxies({ sort: "nameMachine:desc" });
  });

  it("pages on the server", async () => {
    const seen = await openOnPage2();
    expect(lastParam(seen, "/proxies/list", "page")).toBe("2");
    expect(await screen.findByText("6-10 of 300")).toBeInTheDocument();
  });

  it("opens the machine dialog from a bound proxy's machine", async () => {
    await openProxies();
    const { list } = await proxiesApi.list({ page: 1, size: 5, filters: { configId: 0 } });
    const bound = list.find((p) => p.nameMachine !== null);
    if (!bound?.nameMachine) throw new Error("seed has no bound proxy on page 1");
    act(() => useMachineDialog.getState().close());
    fireEvent.click(screen.getByLabelText(`Open machine ${bound.nameMachine}`));
    expect(useMachineDialog.getState().name).toBe(bound.nameMachine);
    act(() => useMachineDialog.getState().close());
  });

  it("reloads the chosen config's proxies after confirming, shows the count and refetches", async () => {
    const seen = await openProxies();
    expect(reloadButton()).toBeDisabled();

    await pickOption(configFilter(), "#2 · cellgate.example.com");
    await waitForProxies({ filters: { configId: 2 } });
    const before = await expectedProxies({ filters: { configId: 2 } });
    fireEvent.click(await enabledReload());
    const confirm = await dialogTitled("Reload proxies?");
    expect(within(confirm).getByText(/#2 · cellgate\.example\.com/)).toBeInTheDocument();
    const listsBefore = requestsTo(seen, "/proxies/list").length;
    clickButton(confirm, "Reload");

    expect(await screen.findByText("Proxies reloaded: 70", {}, WAIT)).toBeInTheDocument();
    expect(requestsTo(seen, "/proxies/reload/2", "POST")).toHaveLength(1);
    await waitFor(() => expect(requestsTo(seen, "/proxies/list").length).toBeGreaterThan(listsBefore), WAIT);
    // Fresh ports and credentials: the rows now show the reloaded lines.
    await waitForProxies({ filters: { configId: 2 } });
    expect(shownProxies()).not.toEqual(before);
  });

  it("does not reload when the confirmation is cancelled", async () => {
    const seen = await openProxies("/proxy/list?config=4", { filters: { configId: 4 } });
    const reload = await enabledReload();
    fireEvent.click(reload);
    clickButton(await dialogTitled("Reload proxies?"), "Cancel");
    await waitFor(
      () => expect(document.querySelector(".ant-modal-wrap:not([style*='display: none']) .ant-modal-title")).toBeNull(),
      WAIT,
    );
    expect(requestsTo(seen, "/proxies/reload/4", "POST")).toHaveLength(0);
  });

  it("shows the server's message when a reload fails", async () => {
    await openProxies("/proxy/list?config=4", { filters: { configId: 4 } });
    const reload = await enabledReload();
    faults.failNext(1, { status: 500, path: "/proxies/reload" });
    fireEvent.click(reload);
    clickButton(await dialogTitled("Reload proxies?"), "Reload");
    expect(await screen.findByText("Could not reload the proxies", {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText("Injected failure")).toBeInTheDocument();
  });
  it("opens the view a copied link names: page, sort and search come from the URL", async () => {
    const { seen } = await openPage("/proxy/list?list=proxies&page=2&sort=nameMachine:desc&q=berlin", TITLE);
    await waitForProxies({ page: 2, sort: "nameMachine:desc", search: "berlin" });
    const last = requestsTo(seen, "/proxies/list").at(-1)?.url.searchParams;
    expect(last?.get("page")).toBe("2");
    expect(last?.get("sort")).toBe("name_machine:desc");
    expect(last?.get("search")).toBe("berlin");
    expect(header("Machine")).toHaveAttribute("aria-sort", "descending");
  });

  it("says the declared 'No proxies match' when the search finds none", async () => {
    await openPage("/proxy/list?list=proxies&q=no-such-proxy-anywhere", TITLE);
    expect(await screen.findByText("No proxies match", {}, WAIT)).toBeInTheDocument();
  });

  it("moves a page past the end back to the last page", async () => {
    const { seen } = await openPage("/proxy/list?list=proxies&page=999", TITLE);
    const lastPage = Math.ceil((await proxiesApi.list({ page: 1, size: 5, filters: { configId: 0 } })).totalCount / 5);
    await waitForProxies({ page: lastPage });
    expect(lastParam(seen, "/proxies/list", "page")).toBe(String(lastPage));
  });
});
