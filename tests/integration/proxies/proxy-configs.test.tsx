import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { TIMING } from "@/config";
import { followingFakeClock, passTime } from "../../support/fakeTimers";
import { localesApi } from "@/api/endpoints/locales";
import { allLocaleChoices } from "@/api/types/locales";
import { faults, server } from "@/mocks/node";
import { changeLocale } from "@/providers/i18n";
import { apiPath, fail } from "@/mocks/wire";
import {
  SLOW,
  WAIT,
  bodyRows,
  clickButton,
  dialogTitled,
  header,
  openPage,
  pickOption,
  requestsTo,
  resetTablePreferences,
  waitForParam,
  waitForRows,
} from "./harness";

const TITLE = "Proxy configs";

const rowOf = (id: number): HTMLElement => {
  const row = bodyRows().find((r) => r.querySelector("td")?.textContent?.startsWith(`${id}Proxies:`));
  if (!row) throw new Error(`no row for config ${id}`);
  return row;
};

/** Opens the configs page as `login`, resolving once its five configs are listed. */
const openConfigs = async (login?: string) => {
  const page = await openPage("/proxy/configs", TITLE, login);
  await waitForRows(5);
  return page;
};

/** Waits until the rows' delay checks read `values`, top to bottom. */
const waitForDelayChecks = (values: string[]) =>
  waitFor(() => expect(bodyRows().map((r) => r.querySelectorAll("td")[5]?.textContent)).toEqual(values), WAIT);

describe("proxy configs list (/proxy/configs)", { timeout: SLOW }, () => {
  resetTablePreferences();

  it("lists the configs with type, urls, locale name, delay check, auth key and a link to their proxies", async () => {
    await openConfigs();
    expect(await screen.findByText("1-5 of 5")).toBeInTheDocument();
    const mobile = within(rowOf(2));
    expect(mobile.getByText("Mobile")).toBeInTheDocument();
    expect(mobile.getByText("SOCKS5")).toBeInTheDocument();
    expect(mobile.getByText("https://cellgate.example.com")).toBeInTheDocument();
    expect(mobile.getByText("/api/ports?carrier=any&country=US")).toBeInTheDocument();
    expect(mobile.getByText("English (United States)")).toBeInTheDocument();
    expect(mobile.getByText("60")).toBeInTheDocument();
    expect(mobile.getByText("Authorization")).toBeInTheDocument();
    expect(mobile.getByLabelText("Show the 70 proxies of config #2")).toHaveAttribute("href", "/proxy/list?config=2");
    // Config 5 runs on a TEST locale.
    expect(within(rowOf(5)).getByText("Test")).toBeInTheDocument();
  });

  it("reads the list again when the language is switched in the app: the API names locales in the asker's language", async () => {
    await openConfigs();
    expect(within(rowOf(2)).getByText("English (United States)")).toBeInTheDocument();
    try {
      await act(() => changeLocale("ua"));
      // rowOf finds a row by its English link label: here the second row is config 2.
      await waitFor(
        () => expect(within(bodyRows()[1]).getByText("Англійська (Сполучені Штати)")).toBeInTheDocument(),
        WAIT,
      );
    } finally {
      await act(() => changeLocale("en"));
    }
  });

  it("gives an admin add, edit and reload but no delete (delete:proxy is OWNER only)", async () => {
    await openConfigs();
    expect(screen.getByText("Add config", { selector: "button span" })).toBeInTheDocument();
    expect(screen.getByLabelText("Edit config #1")).toBeInTheDocument();
    expect(screen.getByLabelText("Reload proxies of config #1")).toBeInTheDocument();
    expect(screen.queryByLabelText("Delete config #1")).toBeNull();
    expect(screen.queryByText("Actions")).toBeInTheDocument();
  });

  it("searches and sorts on the server", async () => {
    const { seen } = await openConfigs();
    followingFakeClock();
    fireEvent.change(screen.getByLabelText("Search URL or type"), { target: { value: "mobile" } });
    await passTime(TIMING.searchDebounceMs);
    await waitForParam(seen, "/proxies/configs", "search", "mobile");
    await waitForRows(1);
    expect(within(bodyRows()[0] as HTMLElement).getByText("Mobile")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Search URL or type"), { target: { value: "" } });
    await passTime(TIMING.searchDebounceMs);
    await waitForRows(5);
    fireEvent.click(header("Delay check"));
    await waitForParam(seen, "/proxies/configs", "sort", "delay_check:asc");
    await waitForDelayChecks(["15", "30", "30", "30", "60"]);
    fireEvent.click(header("Delay check"));
    await waitForParam(seen, "/proxies/configs", "sort", "delay_check:desc");
    await waitForDelayChecks(["60", "30", "30", "30", "15"]);
  });

  it("reloads one config's proxies after confirming and shows how many", async () => {
    const { seen } = await openConfigs();
    fireEvent.click(screen.getByLabelText("Reload proxies of config #3"));
    clickButton(await dialogTitled("Reload proxies?"), "Reload");
    expect(await screen.findByText("Proxies reloaded: 60", {}, WAIT)).toBeInTheDocument();
    expect(requestsTo(seen, "/proxies/reload/3", "POST")).toHaveLength(1);
  });

  it("lets the owner delete a config after confirming; its proxies go with it", async () => {
    const { seen } = await openConfigs("owner");
    fireEvent.click(screen.getByLabelText("Delete config #5"));
    const confirm = await dialogTitled("Delete this proxy config?");
    expect(
      within(confirm).getByText(/#5 · staging-api\.resiflow\.example\.net and its 30 proxies will be deleted/),
    ).toBeInTheDocument();
    clickButton(confirm, "Delete");
    expect(await screen.findByText("Proxy config deleted", {}, WAIT)).toBeInTheDocument();
    const deletes = requestsTo(seen, "/proxies/configs/delete", "DELETE");
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.url.searchParams.get("id")).toBe("5");
    await waitForRows(4);
  });

  it("keeps the config when the owner cancels the deletion", async () => {
    const { seen } = await openConfigs("owner");
    fireEvent.click(screen.getByLabelText("Delete config #4"));
    clickButton(await dialogTitled("Delete this proxy config?"), "Cancel");
    await waitFor(() => expect(screen.queryByText("Delete this proxy config?")).toBeNull(), WAIT);
    expect(requestsTo(seen, "/proxies/configs/delete", "DELETE")).toHaveLength(0);
    expect(bodyRows()).toHaveLength(5);
  });
});

describe("proxy config dialog", { timeout: SLOW }, () => {
  resetTablePreferences();

  const openAdd = async () => {
    const page = await openConfigs();
    fireEvent.click(screen.getByText("Add config", { selector: "button span" }));
    const dialog = await dialogTitled("Add proxy config");
    return { ...page, dialog };
  };

  const fillRequired = async (dialog: HTMLElement) => {
    const form = within(dialog);
    await pickOption(form.getByLabelText("Service type"), "Residential");
    await pickOption(form.getByLabelText("Proxy type"), "HTTP");
    fireEvent.change(form.getByLabelText("Base URL"), { target: { value: "https://api.newfeed.example.com" } });
    fireEvent.change(form.getByLabelText("Query URL"), { target: { value: "/v1/list?country=us" } });
    const locale = form.getByLabelText("Locale");
    fireEvent.mouseDown(locale.closest(".ant-select")?.querySelector(".ant-select-selector") as HTMLElement);
    fireEvent.change(locale, { target: { value: "Test: English" } });
    await pickOption(locale, "Test: English (United States) (us_en) · Test");
  };

  /** The add dialog with every required field filled in. */
  const openFilledAdd = async () => {
    const page = await openAdd();
    await fillRequired(page.dialog);
    return page;
  };

  it("requires service type, proxy type, base URL, query URL and a locale, and starts delay check at 30", async () => {
    const { dialog, seen } = await openAdd();
    expect(within(dialog).getByLabelText("Delay check")).toHaveValue("30");
    clickButton(dialog, "Add");
    for (const message of [
      "Service type is required",
      "Proxy type is required",
      "Base URL is required",
      "Query URL is required",
      "Locale is required",
    ]) {
      expect(await within(dialog).findByText(message, {}, WAIT)).toBeInTheDocument();
    }
    expect(requestsTo(seen, "/proxies/configs/add", "POST")).toHaveLength(0);
  });

  it("rejects a delay check below 1", async () => {
    const { dialog, seen } = await openFilledAdd();
    fireEvent.change(within(dialog).getByLabelText("Delay check"), { target: { value: "0" } });
    clickButton(dialog, "Add");
    expect(
      await within(dialog).findByText("Delay check must be a whole number of at least 1", {}, WAIT),
    ).toBeInTheDocument();
    expect(requestsTo(seen, "/proxies/configs/add", "POST")).toHaveLength(0);
  });

  it("offers STANDARD and TEST locales, by name", async () => {
    const { dialog } = await openAdd();
    const expected = allLocaleChoices(await localesApi.all());
    expect(expected.some((l) => l.type === "TEST")).toBe(true);
    const locale = within(dialog).getByLabelText("Locale");
    fireEvent.mouseDown(locale.closest(".ant-select")?.querySelector(".ant-select-selector") as HTMLElement);
    fireEvent.change(locale, { target: { value: "Test:" } });
    const tests = expected.filter((l) => l.name.startsWith("Test:")).map((l) => `${l.name} (${l.code}) · Test`);
    await waitFor(
      () =>
        expect(
          document.querySelectorAll(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option")
            .length,
        ).toBe(tests.length),
      WAIT,
    );
    fireEvent.change(locale, { target: { value: "German" } });
    await pickOption(locale, "German (Germany) (de_de)");
  });

  it("checks the key/value rows: a value needs a key, keys are unique", async () => {
    const { dialog, seen } = await openFilledAdd();
    const form = within(dialog);
    clickButton(dialog, "Add parameter");
    clickButton(dialog, "Add parameter");
    fireEvent.change(await form.findByLabelText("Value, row 1"), { target: { value: "eu" } });
    fireEvent.change(form.getByLabelText("Key, row 2"), { target: { value: "zone" } });
    clickButton(dialog, "Add");
    expect(await form.findByText("Enter a key for this value", {}, WAIT)).toBeInTheDocument();
    fireEvent.change(form.getByLabelText("Key, row 1"), { target: { value: "zone" } });
    clickButton(dialog, "Add");
    await waitFor(() => expect(form.getAllByText("This key is already used")).toHaveLength(2), WAIT);
    fireEvent.click(form.getByLabelText("Remove parameter 2"));
    await waitFor(() => expect(form.queryByLabelText("Key, row 2")).toBeNull(), WAIT);
    expect(requestsTo(seen, "/proxies/configs/add", "POST")).toHaveLength(0);
  });

  it("adds a config with the wire names, delay check 30, auth pair and params, then lists it", async () => {
    const { dialog, seen } = await openFilledAdd();
    const form = within(dialog);
    fireEvent.change(form.getByLabelText("Auth key, row 1"), { target: { value: "X-Api-Key" } });
    fireEvent.change(form.getByLabelText("Auth value, row 1"), { target: { value: "nf_secret" } });
    clickButton(dialog, "Add parameter");
    fireEvent.change(await form.findByLabelText("Key, row 1"), { target: { value: "session_ttl" } });
    fireEvent.change(form.getByLabelText("Value, row 1"), { target: { value: "30" } });
    clickButton(dialog, "Add");

    expect(await screen.findByText("Proxy config added", {}, WAIT)).toBeInTheDocument();
    const [post] = requestsTo(seen, "/proxies/configs/add", "POST");
    const locales = await localesApi.all("TEST");
    const testUs = locales.find((l) => l.code === "us_en");
    expect(await post?.body).toEqual({
      base_url: "https://api.newfeed.example.com",
      query_url: "/v1/list?country=us",
      type: "HTTP",
      type_service: "RESIDENTIAL",
      auth_params: { auth_key: "X-Api-Key", auth_value: "nf_secret" },
      other_params: { session_ttl: 30 },
      delay_check: 30,
      locale: testUs?.id,
    });
    // Five rows a page (TBL-7): the sixth config opens the second page.
    expect(await screen.findByText("1-5 of 6", {}, WAIT)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText("Next page"));
    await waitForRows(1);
    const added = within(rowOf(6));
    expect(added.getByText("https://api.newfeed.example.com")).toBeInTheDocument();
    expect(added.getByText("30")).toBeInTheDocument();
    expect(added.getByText("X-Api-Key")).toBeInTheDocument();
  });

  it("marks the server's 422 messages on their fields and keeps everything typed", async () => {
    server.use(
      http.post(apiPath("/proxies/configs/add"), () =>
        fail(422, "Validation failed", { base_url: "Base URL is not reachable", locale: "Unknown locale" }),
      ),
    );
    const { dialog } = await openFilledAdd();
    clickButton(dialog, "Add");
    const form = within(dialog);
    expect(await form.findByText("Base URL is not reachable", {}, WAIT)).toBeInTheDocument();
    expect(form.getByText("Unknown locale")).toBeInTheDocument();
    expect(form.getByText("The proxy config was not saved")).toBeInTheDocument();
    expect(form.getByText("Validation failed")).toBeInTheDocument();
    expect(form.getByLabelText("Base URL")).toHaveValue("https://api.newfeed.example.com");
    expect(form.getByLabelText("Query URL")).toHaveValue("/v1/list?country=us");
    expect(form.getByTitle("Test: English (United States) (us_en) · Test")).toBeInTheDocument();
  });

  it("shows the server's message on a failure and keeps the form open and filled", async () => {
    const { dialog } = await openFilledAdd();
    faults.failNext(1, { status: 500, path: "/proxies/configs/add" });
    clickButton(dialog, "Add");
    const form = within(dialog);
    expect(await form.findByText("Injected failure", {}, WAIT)).toBeInTheDocument();
    expect(form.getByLabelText("Base URL")).toHaveValue("https://api.newfeed.example.com");
    // Trying again with the same input succeeds.
    clickButton(dialog, "Add");
    expect(await screen.findByText("Proxy config added", {}, WAIT)).toBeInTheDocument();
  });

  it("edits a config: prefilled, saved with PUT and the value types of its params kept", async () => {
    const { seen } = await openConfigs();
    fireEvent.click(screen.getByLabelText("Edit config #2"));
    const dialog = await dialogTitled("Edit proxy config #2");
    const form = within(dialog);
    expect(form.getByLabelText("Base URL")).toHaveValue("https://cellgate.example.com");
    expect(form.getByLabelText("Delay check")).toHaveValue("60");
    expect(form.getByLabelText("Auth key, row 1")).toHaveValue("Authorization");
    expect(form.getByLabelText("Key, row 1")).toHaveValue("rotate_on_request");
    expect(form.getByLabelText("Value, row 1")).toHaveValue("false");
    fireEvent.change(form.getByLabelText("Delay check"), { target: { value: "45" } });
    clickButton(dialog, "Save");

    expect(await screen.findByText("Proxy config saved", {}, WAIT)).toBeInTheDocument();
    const [put] = requestsTo(seen, "/proxies/configs/save", "PUT");
    expect(await put?.body).toMatchObject({
      id: 2,
      type: "SOCKS5",
      type_service: "MOBILE",
      delay_check: 45,
      auth_params: { auth_key: "Authorization", auth_value: "Bearer cg_51b0aa7e3d" },
      other_params: { rotate_on_request: false, carrier: "any" },
    });
    await waitFor(() => expect(within(rowOf(2)).getByText("45")).toBeInTheDocument(), WAIT);
  });
});
