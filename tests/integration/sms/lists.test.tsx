import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { machinesApi } from "@/api/endpoints/machines";
import { smsMessagesApi, smsNumbersApi } from "@/api/endpoints/sms";
import type { ListRequest } from "@/api/types/fleet";
import { server } from "@/mocks/node";
import { apiPath, fail } from "@/mocks/wire";
import { useMachineDialog } from "@/resources/machines/machineDialogStore";
import {
  bodyRows,
  column,
  header,
  lastUrl,
  modal,
  openPage,
  requestsTo,
  resetTablePreferences,
  SLOW,
  toastWith,
  WAIT,
  waitForColumn,
} from "./harness";

/** antd labels both the Select's outer div and its combobox input; the input is what opens it. */
const comboboxLabelled = (label: string): HTMLElement => {
  const input = screen.getAllByLabelText(label).find((el) => el.tagName === "INPUT");
  if (!input) throw new Error(`no combobox ${label}`);
  return input;
};

const chooseFilter = async (label: string, option: string) => {
  fireEvent.mouseDown(comboboxLabelled(label));
  fireEvent.click(await screen.findByTitle(option, undefined, WAIT));
};

/** Waits until the first column shows the phones of the rows the API answers, and returns those rows. */
const waitForPhones = async <T extends { phone: string }>(answer: Promise<{ list: T[] }>): Promise<T[]> => {
  const { list } = await answer;
  await waitForColumn(
    0,
    list.map((row) => row.phone),
  );
  return list;
};

/** What the API answers for the messages (newest first) or numbers (newest first) with `q` on top. */
const messages = (q: Partial<ListRequest> = {}) =>
  smsMessagesApi.list({ page: 1, size: 5, sort: "createdAt:desc", ...q });
const numbers = (q: Partial<ListRequest> = {}) =>
  smsNumbersApi.list({ page: 1, size: 5, sort: "timeCreate:desc", ...q });

const openMessages = async () => {
  const view = await openPage("/sms-service/list?tab=messages");
  const expected = await waitForPhones(messages());
  return { ...view, expected };
};

const openNumbers = async () => {
  const view = await openPage("/sms-service/list?tab=numbers");
  const expected = await waitForPhones(numbers());
  return { ...view, expected };
};

describe("SMS messages (tab of /sms-service/list)", () => {
  resetTablePreferences();

  it("lists messages newest first and filters them by status and by service", { timeout: SLOW }, async () => {
    const { seen, router } = await openMessages();
    expect(lastUrl(requestsTo(seen, "/sms-services/sms/list")).searchParams.get("sort")).toBe("created_at:desc");
    expect(await screen.findByText("1-5 of 240", undefined, WAIT)).toBeInTheDocument();

    await chooseFilter("Status filter", "Pending");
    await waitFor(
      () => expect(lastUrl(requestsTo(seen, "/sms-services/sms/list")).searchParams.get("status")).toBe("PENDING"),
      WAIT,
    );
    await waitFor(() => expect(new Set(column(3))).toEqual(new Set(["Pending"])), WAIT);

    await chooseFilter("Service filter", "NumberBay");
    await waitFor(() => expect(router.state.location.search).toBe("?tab=messages&service=2"), WAIT);
    const url = lastUrl(requestsTo(seen, "/sms-services/sms/list"));
    expect(url.searchParams.get("service_id")).toBe("2");
    expect(url.searchParams.get("status")).toBe("PENDING");
    await waitForPhones(messages({ filters: { serviceId: 2, status: "PENDING" } }));
    expect(new Set(column(1))).toEqual(new Set(["NumberBay"]));
  });

  it("cancels a pending message after confirmation; only pending ones offer Cancel", { timeout: SLOW }, async () => {
    const { seen, expected } = await openMessages();
    const index = expected.findIndex((m) => m.status === "PENDING");
    const message = expected[index];
    if (!message) throw new Error("the seed has no pending message on the first page");
    expected.forEach((m, i) => {
      const cancel = within(bodyRows()[i] as HTMLElement).queryByRole("button", { name: /Cancel/ });
      if (m.status === "PENDING") expect(cancel).toBeInTheDocument();
      else expect(cancel).not.toBeInTheDocument();
    });

    const row = () => bodyRows()[index] as HTMLElement;
    fireEvent.click(within(row()).getByRole("button", { name: /Cancel/ }));
    let confirm = await modal(`Cancel the message to ${message.phone}?`);
    fireEvent.click(within(confirm).getByRole("button", { name: "Keep waiting" }));
    await waitFor(
      () => expect(document.querySelector(".ant-modal-wrap:not([style*='display: none']) .ant-modal-title")).toBeNull(),
      WAIT,
    );
    expect(requestsTo(seen, "/sms-services/sms/cancel", "POST")).toHaveLength(0);

    fireEvent.click(within(row()).getByRole("button", { name: /Cancel/ }));
    confirm = await modal(`Cancel the message to ${message.phone}?`);
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel message" }));
    expect(await toastWith(`Message to ${message.phone} cancelled`)).toBeInTheDocument();
    expect(lastUrl(requestsTo(seen, "/sms-services/sms/cancel", "POST")).searchParams.get("id")).toBe(
      String(message.id),
    );
    await waitFor(() => expect(column(3)[index]).toBe("Cancelled"), WAIT);
    expect(within(row()).queryByRole("button", { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it("shows the server's message when a cancel is refused", { timeout: SLOW }, async () => {
    const { expected } = await openMessages();
    const index = expected.findIndex((m) => m.status === "PENDING");
    const message = expected[index];
    if (!message) throw new Error("the seed has no pending message on the first page");
    server.use(
      http.post(apiPath("/sms-services/sms/cancel"), () => fail(409, "Only a pending message can be cancelled")),
    );
    fireEvent.click(within(bodyRows()[index] as HTMLElement).getByRole("button", { name: /Cancel/ }));
    fireEvent.click(
      within(await modal(`Cancel the message to ${message.phone}?`)).getByRole("button", { name: "Cancel message" }),
    );
    expect(await toastWith("The message could not be cancelled")).toBeInTheDocument();
    expect(await screen.findByText("Only a pending message can be cancelled", undefined, WAIT)).toBeInTheDocument();
    expect(column(3)[index]).toBe("Pending");
  });
});

describe("SMS numbers (tab of /sms-service/list)", () => {
  resetTablePreferences();

  it("lists numbers newest first, pages, sorts and searches on the server", { timeout: SLOW }, async () => {
    const { seen } = await openNumbers();
    const first = lastUrl(requestsTo(seen, "/sms-services/numbers/list"));
    expect(first.searchParams.get("sort")).toBe("time_create:desc");
    expect(await screen.findByText("1-5 of 1000", undefined, WAIT)).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: /next/i }));
    await waitForPhones(numbers({ page: 2 }));
    expect(lastUrl(requestsTo(seen, "/sms-services/numbers/list")).searchParams.get("page")).toBe("2");

    fireEvent.click(header("Phone"));
    await waitForPhones(numbers({ sort: "phone:asc" }));
    expect(lastUrl(requestsTo(seen, "/sms-services/numbers/list")).searchParams.get("sort")).toBe("phone:asc");

    fireEvent.change(screen.getByPlaceholderText("Search by phone, country or status"), { target: { value: "SE" } });
    await waitForPhones(numbers({ sort: "phone:asc", search: "SE" }));
    expect(new Set(column(2))).toEqual(new Set(["SE"]));
  });

  it("shows a number's codes with their machines; a machine opens the machine dialog", { timeout: SLOW }, async () => {
    const { seen, expected } = await openNumbers();
    const index = expected.findIndex((n) => n.codes.length > 0);
    const number = expected[index];
    const code = number?.codes[0];
    if (!number || !code) throw new Error("the seed has no number with codes on the first page");
    // The machine list is only asked for once codes are looked at.
    expect(requestsTo(seen, "/machines/list")).toEqual([]);
    const machines = await machinesApi.list({ page: 1, size: -1 });
    const machineName = machines.list.find((m) => m.id === code.machineId)?.nameMachine ?? "";
    const before = requestsTo(seen, "/machines/list").length;
    fireEvent.click(
      within(bodyRows()[index] as HTMLElement).getByRole("button", { name: `Codes: ${number.codes.length}` }),
    );
    const popover = (await screen.findByText(`Codes for ${number.phone}`, undefined, WAIT)).closest<HTMLElement>(
      ".ant-popover",
    );
    if (!popover) throw new Error("no codes popover");
    expect(within(popover).getByText(code.code)).toBeInTheDocument();
    // The dialog itself belongs to the machines area; here it is enough that it is asked to open.
    const open = vi.fn();
    const realOpen = useMachineDialog.getState().open;
    useMachineDialog.setState({ open });
    try {
      fireEvent.click(await within(popover).findByRole("button", { name: machineName }, WAIT));
    } finally {
      useMachineDialog.setState({ open: realOpen });
    }
    expect(open).toHaveBeenCalledWith(machineName);
    const asked = requestsTo(seen, "/machines/list").slice(before);
    expect(asked.map((r) => r.url.searchParams.get("size"))).toEqual(["-1"]);
  });

  it("filters numbers by service and status", { timeout: SLOW }, async () => {
    const { seen } = await openNumbers();
    await chooseFilter("Service filter", "CodeCatcher");
    await chooseFilter("Status filter", "Waiting");
    await waitFor(() => {
      const url = lastUrl(requestsTo(seen, "/sms-services/numbers/list"));
      expect(url.searchParams.get("service_id")).toBe("3");
      expect(url.searchParams.get("status")).toBe("WAITING");
    }, WAIT);
    await waitForPhones(numbers({ filters: { serviceId: 3, status: "WAITING" } }));
    expect(new Set(column(1))).toEqual(new Set(["Waiting"]));
  });
});
