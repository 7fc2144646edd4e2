import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { localesApi } from "@/api/endpoints/locales";
import { server } from "@/mocks/node";
import { apiPath, fail } from "@/mocks/wire";
import { renderApp } from "../../support/renderApp";
import {
  column,
  findRow,
  lastUrl,
  modal,
  openPage,
  requestsTo,
  resetTablePreferences,
  SLOW,
  WAIT,
  toastWith,
  waitForColumn,
} from "./harness";
import { gate } from "../../support/gate";

const RELAY_COUNTRIES = ["DE", "GB", "PL", "UA", "US"];

const openConfigs = async (path = "/sms-service/configs?service=1", login = "admin", codes = RELAY_COUNTRIES) => {
  const view = await openPage(path, login);
  await screen.findByText("SMS configs", { selector: "h2" }, { timeout: 15_000 });
  await waitForColumn(0, codes);
  return view;
};

const switchOf = (code: string): HTMLElement => within(document.body).getByRole("switch", { name: `${code} active` });

/** Picks an option of the antd Select that carries `label`, searching by `search`. */
const pickOption = async (root: HTMLElement, label: string, search: string, option: string) => {
  const input = within(root).getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: search } });
  const item = await screen.findByTitle(option, { exact: true }, { timeout: 10_000 });
  fireEvent.click(item);
};

describe("SMS configs (/sms-service/configs)", { timeout: SLOW }, () => {
  resetTablePreferences();

  it("opens the first service by name, lists its countries with flag, marker and locale", async () => {
    const { seen, router } = await openConfigs("/sms-service/configs", "admin", ["PL", "UA", "US"]);
    const list = lastUrl(
      requestsTo(seen, "/sms-services/country/list").filter((r) => r.url.searchParams.has("service_id")),
    );
    expect(list.searchParams.get("service_id")).toBe("3");
    expect(list.searchParams.get("sort")).toBe("country_code:asc");
    expect(column(1)).toEqual(["48", "380", "1"]);
    await waitFor(
      () => expect(column(2)).toEqual(["Polish (Poland)", "Ukrainian (Ukraine)", "English (United States)"]),
      WAIT,
    );

    // The country's flag, in the row's first cell; its locale's flag, a column further, loads on its own.
    const row = await findRow("PL");
    const countryCell = () => within(row.querySelector<HTMLElement>("td:not(.ant-table-selection-column)")!);
    const flag = countryCell().getByAltText("Poland");
    expect(flag).toHaveAttribute("src", "https://flagcdn.com/24x18/pl.png");
    fireEvent.error(flag);
    expect(countryCell().queryByAltText("Poland")).not.toBeInTheDocument();
    expect(within(row).getByTestId("flag-fallback")).toBeInTheDocument();
    expect(within(row).getByAltText("Poland")).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByLabelText("Service"));
    fireEvent.click(await screen.findByTitle("SMS Relay", undefined, WAIT));
    await waitFor(() => expect(router.state.location.search).toBe("?service=1"), WAIT);
    await waitForColumn(0, RELAY_COUNTRIES);
  });

  it("switches a country at once, stores it through the switch call and keeps it after a reload", async () => {
    const { seen, unmount } = await openConfigs();
    expect(switchOf("UA")).toHaveAttribute("aria-checked", "false");

    const { held, release } = gate();
    server.use(
      http.put(apiPath("/sms-services/country/switch"), async () => {
        await held;
        return undefined;
      }),
    );
    fireEvent.click(switchOf("UA"));
    // Optimistic: on before the server has answered.
    expect(switchOf("UA")).toHaveAttribute("aria-checked", "true");
    release();
    expect(await toastWith("UA switched on")).toBeInTheDocument();
    const call = lastUrl(requestsTo(seen, "/sms-services/country/switch", "PUT"));
    expect(call.searchParams.get("id")).toBe("5");
    expect(call.searchParams.get("is_active")).toBe("true");

    unmount();
    await renderApp("/sms-service/configs?service=1");
    await waitForColumn(0, RELAY_COUNTRIES);
    expect(switchOf("UA")).toHaveAttribute("aria-checked", "true");
  });

  it("rolls a failed switch back and shows the server's message", async () => {
    await openConfigs();
    server.use(http.put(apiPath("/sms-services/country/switch"), () => fail(409, "The provider refused the change")));
    fireEvent.click(switchOf("US"));
    expect(await toastWith("US could not be switched")).toBeInTheDocument();
    expect(await screen.findByText("The provider refused the change", undefined, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(switchOf("US")).toHaveAttribute("aria-checked", "true"), WAIT);
  });

  it("offers Delete only to the OWNER, and deletes after confirmation", async () => {
    const admin = await openConfigs();
    expect(within(await findRow("US")).queryByRole("button", { name: "Delete US" })).not.toBeInTheDocument();
    expect(within(rowOfCode("US")).getByRole("button", { name: "Edit US" })).toBeInTheDocument();
    admin.unmount();

    const { seen } = await openConfigs("/sms-service/configs?service=1", "owner");
    fireEvent.click(within(await findRow("US")).getByRole("button", { name: "Delete US" }));
    const confirm = await modal("Delete US from SMS Relay?");
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await toastWith("Country US deleted")).toBeInTheDocument();
    expect(lastUrl(requestsTo(seen, "/sms-services/country/delete", "DELETE")).searchParams.get("id")).toBe("1");
    await waitForColumn(0, ["DE", "GB", "PL", "UA"]);
  });

  it("adds a country: code and locale required, TEST locales offered, code upper-cased", async () => {
    const { seen } = await openConfigs();
    const testGerman = (await localesApi.all()).find((l) => l.name === "Test: German (Germany)");
    fireEvent.click(screen.getByRole("button", { name: /Add country/ }));
    const dialog = await modal("Add a country to SMS Relay");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Enter the country code", undefined, WAIT)).toBeInTheDocument();
    expect(
      await within(dialog).findByText("Choose a locale", { selector: ".ant-form-item-explain-error" }, WAIT),
    ).toBeInTheDocument();

    const code = within(dialog).getByLabelText("Country code") as HTMLInputElement;
    fireEvent.change(code, { target: { value: "n1" } });
    expect(await within(dialog).findByText("Use two letters, for example US", undefined, WAIT)).toBeInTheDocument();
    fireEvent.change(code, { target: { value: "nl" } });
    expect(code.value).toBe("NL");
    fireEvent.change(within(dialog).getByLabelText("Marker"), { target: { value: "31" } });
    await pickOption(dialog, "Locale", "Test: German", "Test: German (Germany)");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await toastWith("NL added to SMS Relay")).toBeInTheDocument();
    const [create] = requestsTo(seen, "/sms-services/country/create", "POST");
    expect(await create?.body).toEqual({
      service_id: 1,
      country_code: "NL",
      marker: "31",
      locale: testGerman?.id,
      is_active: true,
    });
    // Five rows a page (TBL-7): the sixth country pushes US to the second page.
    await waitForColumn(0, ["DE", "GB", "NL", "PL", "UA"]);
    expect(await screen.findByText("1-5 of 6", {}, WAIT)).toBeInTheDocument();
    expect(within(rowOfCode("NL")).getByText("Test")).toBeInTheDocument();
  });

  it("marks the server's duplicate-country message under the code and keeps the dialog", async () => {
    await openConfigs();
    fireEvent.click(screen.getByRole("button", { name: /Add country/ }));
    const dialog = await modal("Add a country to SMS Relay");
    fireEvent.change(within(dialog).getByLabelText("Country code"), { target: { value: "us" } });
    await pickOption(dialog, "Locale", "Test: English", "Test: English (United States)");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(
      await within(dialog).findByText("This service already has this country", undefined, WAIT),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Validation failed")).toBeInTheDocument();
    expect((within(dialog).getByLabelText("Country code") as HTMLInputElement).value).toBe("US");
  });

  it("edits a country's marker by id", async () => {
    const { seen } = await openConfigs();
    fireEvent.click(within(await findRow("GB")).getByRole("button", { name: "Edit GB" }));
    const dialog = await modal("Edit GB of SMS Relay");
    const marker = within(dialog).getByLabelText("Marker") as HTMLInputElement;
    expect(marker.value).toBe("16");
    fireEvent.change(marker, { target: { value: "44" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await toastWith("GB of SMS Relay saved")).toBeInTheDocument();
    const [update] = requestsTo(seen, "/sms-services/country/update", "PUT");
    expect(await update?.body).toMatchObject({ id: 2, service_id: 1, country_code: "GB", marker: "44" });
    await waitFor(() => expect(column(1)).toEqual(["43", "44", "15", "1", "187"]), WAIT);
  });
});

function rowOfCode(code: string): HTMLElement {
  const row = [...document.querySelectorAll<HTMLElement>(".ant-layout-content .ant-table-tbody tr.ant-table-row")].find(
    (r) => r.querySelector("td:not(.ant-table-selection-column)")?.textContent?.trim() === code,
  );
  if (!row) throw new Error(`no row ${code}`);
  return row;
}
