import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { faults, server } from "@/mocks/node";
import { apiPath, fail, invalid } from "@/mocks/wire";
import {
  column,
  findRow,
  header,
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
import { TIMING } from "@/config";
import { followingFakeClock, passTime } from "../../support/fakeTimers";

afterEach(() => {
  vi.useRealTimers();
});

const BY_PRIORITY = ["SMS Relay", "NumberBay", "CodeCatcher", "PhoneGrid"];

const openServices = async () => {
  const view = await openPage("/sms-service/list");
  await screen.findByText("SMS services", { selector: "h2" }, { timeout: 15_000 });
  await waitForColumn(0, BY_PRIORITY);
  return view;
};

const field = (root: HTMLElement, label: string) => within(root).getByLabelText(label) as HTMLInputElement;

/** Opens "Add SMS service" and types the TextPort service; returns the dialog. */
const typeTextPort = async () => {
  fireEvent.click(screen.getByRole("button", { name: /Add service/ }));
  const dialog = await modal("Add SMS service");
  fireEvent.change(field(dialog, "Name"), { target: { value: "TextPort" } });
  fireEvent.change(field(dialog, "URL"), { target: { value: "https://textport.example.com/api" } });
  fireEvent.change(field(dialog, "API key"), { target: { value: "tp_1" } });
  return dialog;
};

describe("SMS services (/sms-service/list)", { timeout: SLOW }, () => {
  resetTablePreferences();

  it("lists the services by priority with their state and country counts", async () => {
    const { seen } = await openServices();
    expect(column(2)).toEqual(["0", "1", "2", "5"]);
    expect(column(3)).toEqual(["Active", "Active", "Active", "Inactive"]);
    expect(column(4)).toEqual(["5", "4", "3", "3"]);
    const url = lastUrl(requestsTo(seen, "/sms-services/list").filter((r) => r.url.searchParams.get("size") === "5"));
    expect(url.searchParams.get("sort")).toBe("priority:asc");
    expect(url.searchParams.get("page")).toBe("1");
  });

  it("searches by name or URL and sorts by name", async () => {
    const { seen } = await openServices();
    followingFakeClock();
    fireEvent.change(screen.getByPlaceholderText("Search by name or URL"), { target: { value: "relay" } });
    await passTime(TIMING.searchDebounceMs);
    await waitForColumn(0, ["SMS Relay"]);
    expect(lastUrl(requestsTo(seen, "/sms-services/list")).searchParams.get("search")).toBe("relay");

    fireEvent.change(screen.getByPlaceholderText("Search by name or URL"), { target: { value: "" } });
    await passTime(TIMING.searchDebounceMs);
    await waitForColumn(0, BY_PRIORITY);
    fireEvent.click(header("Name"));
    await waitForColumn(0, ["CodeCatcher", "NumberBay", "PhoneGrid", "SMS Relay"]);
    expect(lastUrl(requestsTo(seen, "/sms-services/list")).searchParams.get("sort")).toBe("name:asc");
  });

  it("adds a service: name, URL and API key required, priority 0 by default and never negative", async () => {
    const { seen } = await openServices();
    fireEvent.click(screen.getByRole("button", { name: /Add service/ }));
    const dialog = await modal("Add SMS service");
    expect(field(dialog, "Priority").value).toBe("0");
    expect(within(dialog).getByRole("switch")).toHaveAttribute("aria-checked", "true");

    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Enter the service name", undefined, WAIT)).toBeInTheDocument();
    expect(await within(dialog).findByText("Enter the service URL", undefined, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the API key")).toBeInTheDocument();
    expect(requestsTo(seen, "/sms-services/create", "POST")).toHaveLength(0);

    // "-3" stays as typed and is refused with the reason (issue: it was silently saved as 3).
    fireEvent.change(field(dialog, "Priority"), { target: { value: "-3" } });
    expect(field(dialog, "Priority").value).toBe("-3");
    expect(
      await within(dialog).findByText("Priority must be a whole number, 0 or more", undefined, WAIT),
    ).toBeInTheDocument();
    fireEvent.change(field(dialog, "Priority"), { target: { value: "3" } });
    fireEvent.change(field(dialog, "Name"), { target: { value: "TextPort" } });
    fireEvent.change(field(dialog, "URL"), { target: { value: "https://textport.example.com/api" } });
    fireEvent.change(field(dialog, "API key"), { target: { value: "tp_1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await toastWith("Service TextPort added")).toBeInTheDocument();
    const [create] = requestsTo(seen, "/sms-services/create", "POST");
    expect(await create?.body).toEqual({
      name: "TextPort",
      url: "https://textport.example.com/api",
      api_key: "tp_1",
      is_active: true,
      priority: 3,
    });
    await waitForColumn(0, ["SMS Relay", "NumberBay", "CodeCatcher", "TextPort", "PhoneGrid"]);
  });

  it("keeps the dialog filled on a server failure, marks 422 fields and shows the server's message", async () => {
    await openServices();
    server.use(
      http.post(apiPath("/sms-services/create"), () =>
        invalid({ url: "URL is not reachable", service_id: "Unknown SMS service" }),
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: /Add service/ }));
    const dialog = await modal("Add SMS service");
    fireEvent.change(field(dialog, "Name"), { target: { value: "TextPort" } });
    fireEvent.change(field(dialog, "URL"), { target: { value: "https://nowhere.example" } });
    fireEvent.change(field(dialog, "API key"), { target: { value: "tp_1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await within(dialog).findByText("URL is not reachable", undefined, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByText(/Validation failed/)).toBeInTheDocument();
    expect(within(dialog).getByText(/serviceId: Unknown SMS service/)).toBeInTheDocument();
    expect(field(dialog, "URL")).toHaveAttribute("aria-invalid", "true");
    expect(field(dialog, "Name").value).toBe("TextPort");
    expect(field(dialog, "URL").value).toBe("https://nowhere.example");

    server.use(http.post(apiPath("/sms-services/create"), () => fail(409, "A service with this name exists")));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("A service with this name exists", undefined, WAIT)).toBeInTheDocument();
    expect(field(dialog, "API key").value).toBe("tp_1");
  });

  it("a create that got no answer keeps the dialog, reads the list again and asks to check it before saving again", async () => {
    const { seen } = await openServices();
    const dialog = await typeTextPort();
    const listsBefore = requestsTo(seen, "/sms-services/list").length;
    faults.failNext(1, { network: true, path: "/sms-services/create" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await within(dialog).findByText(/may already be saved/, undefined, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(seen, "/sms-services/list").length).toBeGreaterThan(listsBefore), WAIT);
    expect(field(dialog, "Name").value).toBe("TextPort");
    const creates = requestsTo(seen, "/sms-services/create", "POST").length;

    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(/check the list first/, undefined, WAIT)).toBeInTheDocument();
    expect(requestsTo(seen, "/sms-services/create", "POST")).toHaveLength(creates);

    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await toastWith("Service TextPort added")).toBeInTheDocument();
    expect(requestsTo(seen, "/sms-services/create", "POST")).toHaveLength(creates + 1);
  });

  it("adds one service for a double click on Save while the save is in flight", async () => {
    const { seen } = await openServices();
    const dialog = await typeTextPort();
    faults.setLatency(400);
    // The latency of the save and of the list read after it passes on a fake clock.
    followingFakeClock();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await passTime(400);
    expect(await toastWith("Service TextPort added")).toBeInTheDocument();
    await passTime(400);
    await waitFor(() => expect(column(0)).toHaveLength(BY_PRIORITY.length + 1), WAIT);
    expect(column(0).filter((name) => name === "TextPort")).toHaveLength(1);
    expect(requestsTo(seen, "/sms-services/create", "POST")).toHaveLength(1);
  });

  it("edits a service with a partial update by id", async () => {
    const { seen } = await openServices();
    fireEvent.click(within(await findRow("SMS Relay")).getByRole("button", { name: "Edit SMS Relay" }));
    const dialog = await modal("Edit SMS Relay");
    expect(field(dialog, "URL").value).toBe("https://api.smsrelay.example.com/v1");
    fireEvent.change(field(dialog, "Priority"), { target: { value: "7" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await toastWith("Service SMS Relay saved")).toBeInTheDocument();
    const [update] = requestsTo(seen, "/sms-services/update", "PUT");
    expect(await update?.body).toMatchObject({ id: 1, name: "SMS Relay", priority: 7 });
    await waitForColumn(0, ["NumberBay", "CodeCatcher", "PhoneGrid", "SMS Relay"]);
  });

  it("opens a service's numbers in the numbers tab, filtered by the service", async () => {
    const { seen, router } = await openServices();
    fireEvent.click(within(await findRow("NumberBay")).getByRole("button", { name: "Numbers of NumberBay" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=numbers&service=2"), WAIT);
    await waitFor(
      () => expect(lastUrl(requestsTo(seen, "/sms-services/numbers/list")).searchParams.get("service_id")).toBe("2"),
      WAIT,
    );
  });
});
