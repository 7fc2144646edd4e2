import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { NotificationInstance } from "antd/es/notification/interface";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { serversApi } from "@/api/endpoints/servers";
import * as retry from "@/api/retry";
import { INJECTED_FAILURE_MESSAGE } from "@/mocks/faults";
import { faults, server } from "@/mocks/node";
import * as toasts from "@/providers/notification";
import {
  asDesktop,
  dialogTitled,
  LOAD,
  openOptions,
  openPage,
  openSelect,
  pickOption,
  requestsTo,
  rowOf,
  type,
} from "./harness";
import { followingFakeClock, passTime } from "../../support/fakeTimers";

const SLOW = 60_000;
asDesktop();

/**
 * The success toasts of the app's toast instance, with their duration (seconds, as antd takes it):
 * the instance the shell binds on mount is spied on, which keeps this file in the shared module
 * graph (a `vi.mock` of the module needed a fresh one).
 */
let successToasts: MockInstance<NotificationInstance["success"]>;
const bindToasts = toasts.bindToasts;
beforeEach(() => {
  vi.spyOn(toasts, "bindToasts").mockImplementation((api) => {
    successToasts = vi.spyOn(api, "success");
    bindToasts(api);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});
const successToast = (message: unknown) => expect.objectContaining({ message, duration: 2000 / 1000 });

const inputs = (scope: HTMLElement, label: string) => within(scope).getAllByLabelText(label) as HTMLInputElement[];
const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByText("Save").closest("button") as HTMLElement);
const editFirst = async () => {
  fireEvent.click(within(rowOf("pi-lviv-01")).getByLabelText("Edit pi-lviv-01"));
  const dialog = await dialogTitled("Edit server pi-lviv-01");
  await within(dialog).findByLabelText("Name", {}, LOAD);
  return dialog;
};
/** Opens the list, edits the first server and types `name` over its name. */
const renameFirst = async (name: string) => {
  const { seen } = await openPage("admin");
  const dialog = await editFirst();
  type(within(dialog).getByLabelText("Name"), name);
  return { seen, dialog };
};
/** A failed save is logged and toasts no success. */
const expectFailedQuietly = (logged: MockInstance) => {
  expect(logged).toHaveBeenCalled();
  expect(successToasts).not.toHaveBeenCalledWith(successToast(expect.anything()));
};
const addServer = async () => {
  fireEvent.click(screen.getByText("Add server", { selector: "button *" }));
  const dialog = await dialogTitled("Add server");
  await within(dialog).findByLabelText("Name", {}, LOAD);
  return dialog;
};

describe("server dialog: editing (SRV-9 to SRV-12)", { timeout: SLOW }, () => {
  it("locks the identifier and stored disk names, sends a new disk with a null id, toasts 'Server updated' for 2000 ms and lists the disk on reopening", async () => {
    const { seen } = await openPage("admin");
    const stored = await serversApi.one(1);
    const dialog = await editFirst();

    expect(within(dialog).getByLabelText("Identifier")).toHaveAttribute("readonly");
    expect(within(dialog).getByLabelText("Identifier")).toHaveValue(stored.identifier);
    expect(within(dialog).getByText("The identifier cannot change once the server exists.")).toBeInTheDocument();
    const names = inputs(dialog, "Disk name");
    expect(names.map((i) => i.value)).toEqual(stored.disks.map((d) => d.name));
    expect(names.every((i) => i.disabled)).toBe(true);
    expect(within(dialog).queryAllByLabelText(/^Remove disk/)).toHaveLength(0);

    fireEvent.click(within(dialog).getByText("Add disk"));
    const added = inputs(dialog, "Disk name").at(-1) as HTMLInputElement;
    expect(added).toBeEnabled();
    type(added, "hub-new");
    type(inputs(dialog, "Max machines").at(-1) as HTMLInputElement, "6");
    expect(within(dialog).getAllByLabelText(/^Remove disk/)).toHaveLength(1);
    save(dialog);

    await waitFor(() => expect(successToasts).toHaveBeenCalledWith(successToast("Server updated")), LOAD);
    const put = requestsTo(seen, "PUT", "/servers/update")[0];
    const body = (await put?.body) as {
      id: number;
      disks: { id: number | null; name: string; count_machine_max: number }[];
    };
    expect(body.id).toBe(1);
    expect(body.disks.map((d) => d.id)).toEqual([...stored.disks.map((d) => d.id), null]);
    expect(body.disks.at(-1)).toMatchObject({ name: "hub-new", count_machine_max: 6 });
    await waitFor(
      () => expect(screen.queryByText("Edit server pi-lviv-01", { selector: ".ant-modal-title" })).toBeNull(),
      LOAD,
    );

    await waitFor(
      () => expect(within(rowOf("pi-lviv-01")).getByText(String(stored.disks.length + 1))).toBeInTheDocument(),
      LOAD,
    );
    const reopened = await editFirst();
    const after = inputs(reopened, "Disk name");
    expect(after.map((i) => i.value)).toEqual([...stored.disks.map((d) => d.name), "hub-new"]);
    // Stored now, so its name is locked like the others.
    expect(after.every((i) => i.disabled)).toBe(true);
  });

  it("starts from the server as stored, not from the older row of the list (read afresh at each opening)", async () => {
    await openPage("admin");
    const first = await editFirst();
    fireEvent.click(within(first).getByText("Cancel").closest("button") as HTMLElement);
    await waitFor(
      () => expect(screen.queryByText("Edit server pi-lviv-01", { selector: ".ant-modal-title" })).toBeNull(),
      LOAD,
    );
    const stored = await serversApi.one(1);
    // Changed behind the list's back: the row on screen and the last opening still have the old description.
    await serversApi.update(1, { ...stored, description: "changed since the list was read" });
    const dialog = await editFirst();
    expect(within(dialog).getByLabelText("Description")).toHaveValue("changed since the list was read");
  });

  it("keeps the dialog open and filled on a failed save: logs it, shows the server's message and marks the 422 fields", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(
      http.put("*/servers/update", () =>
        HttpResponse.json(
          {
            error_message: "Validation failed",
            errors: { "disks.1.name": "Disk name is taken", "server_params.update_link": "Link rejected" },
          },
          { status: 422 },
        ),
      ),
    );
    const { dialog } = await renameFirst("pi-renamed");
    save(dialog);

    expect(await within(dialog).findByText("Validation failed", {}, LOAD)).toBeInTheDocument();
    expect(within(dialog).getByText("The server was not saved")).toBeInTheDocument();
    expect(await within(dialog).findByText("Disk name is taken")).toBeInTheDocument();
    expect(await within(dialog).findByText("Link rejected", {}, LOAD)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveValue("pi-renamed");
    expectFailedQuietly(logged);
  });
  it("keeps what was typed and says why when the update answers 500 (the stored server is not read back into the form)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { seen, dialog } = await renameFirst("pi-typed-before-500");
    // PUT is retried three times (SES-20), so all four attempts fail. The backoff's waits are
    // recorded, not slept: the request layer's own tests time them.
    faults.failNext(4, { path: "/servers/update" });
    const waits = vi.spyOn(retry, "sleep").mockResolvedValue(undefined);
    save(dialog);

    expect(await within(dialog).findByText("The server was not saved", {}, LOAD)).toBeInTheDocument();
    expect(within(dialog).getByText(INJECTED_FAILURE_MESSAGE)).toBeInTheDocument();
    // Anything that would re-read the server would rebuild the form from the stored values.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(dialog).getByLabelText("Name")).toHaveValue("pi-typed-before-500");
    expect(within(dialog).getByText("The server was not saved")).toBeInTheDocument();
    expect(requestsTo(seen, "PUT", "/servers/update")).toHaveLength(4);
    // 1, 2 and 4 s, each jittered by up to 20 %.
    const backoff = waits.mock.calls.map(([ms]) => ms);
    expect(backoff).toHaveLength(3);
    [1000, 2000, 4000].forEach((base, i) => {
      expect(backoff[i]).toBeGreaterThanOrEqual(0.8 * base);
      expect(backoff[i]).toBeLessThanOrEqual(1.2 * base);
    });
    expectFailedQuietly(logged);
  });

  it("sends one update for a double click on Save while the first is in flight", async () => {
    const { seen, dialog } = await renameFirst("pi-double-click");
    faults.setLatency(400);
    // The latency and the wait for a late second request pass on a fake clock.
    followingFakeClock();
    save(dialog);
    save(dialog);
    await passTime(400);
    await waitFor(() => expect(successToasts).toHaveBeenCalledWith(successToast("Server updated")), LOAD);
    await passTime(600);
    expect(requestsTo(seen, "PUT", "/servers/update")).toHaveLength(1);
  });
});

describe("server dialog: creating (SRV-5 to SRV-8)", { timeout: SLOW }, () => {
  it("resets the form when the type changes, validates a DEDIK ip and update link, then creates it with 'Server created' for 2000 ms", async () => {
    const { seen } = await openPage("admin");
    const dialog = await addServer();
    type(within(dialog).getByLabelText("Name"), "typed before the type");
    fireEvent.click(within(dialog).getByText("Add disk"));
    await pickOption(dialog, "Type", "Dedicated");
    await waitFor(() => expect(within(dialog).getByLabelText("Name")).toHaveValue(""));
    expect(within(dialog).queryAllByLabelText("Disk name")).toHaveLength(0);
    expect(within(dialog).queryByLabelText("Identifier")).toBeNull();

    type(within(dialog).getByLabelText("Name"), "ded-test-09");
    type(within(dialog).getByLabelText("IP address"), "10.0.0");
    save(dialog);
    expect(
      await within(dialog).findByText(
        "IP must be four dot-separated numbers from 0 to 255, e.g. 203.0.113.7",
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText("Update link is required", {}, LOAD)).toBeInTheDocument();

    type(within(dialog).getByLabelText("Update link"), "ftp://updates.example.com/bot.apk");
    expect(
      await within(dialog).findByText("Update link must start with http://, https:// or {host}"),
    ).toBeInTheDocument();
    type(within(dialog).getByLabelText("IP address"), "1234.0.0.1");
    expect(
      await within(dialog).findByText("IP must be four dot-separated numbers from 0 to 255, e.g. 203.0.113.7"),
    ).toBeInTheDocument();

    type(within(dialog).getByLabelText("IP address"), "10.0.0.1");
    type(within(dialog).getByLabelText("Update link"), "https://updates.example.com/bot.apk");
    fireEvent.click(within(dialog).getByText("Add disk"));
    type(inputs(dialog, "Disk name")[0] as HTMLInputElement, "nvme0");
    type(inputs(dialog, "Max machines")[0] as HTMLInputElement, "3");
    save(dialog);

    await waitFor(() => expect(successToasts).toHaveBeenCalledWith(successToast("Server created")), LOAD);
    const body = (await requestsTo(seen, "POST", "/servers/add")[0]?.body) as Record<string, unknown> & {
      disks: { id: unknown }[];
    };
    expect(body).not.toHaveProperty("id");
    expect(body).toMatchObject({ name: "ded-test-09", type: "DEDIK", ip: "10.0.0.1", identifier: null });
    expect(body.disks).toEqual([expect.objectContaining({ id: null, name: "nvme0" })]);
    expect((await serversApi.list({ page: 1, size: -1, search: "ded-test-09" })).totalCount).toBe(1);
  });

  it("saves a DEDIK update link written with the {host} placeholder (SRV-8)", async () => {
    const { seen } = await openPage("admin");
    const dialog = await addServer();
    await pickOption(dialog, "Type", "Dedicated");
    await waitFor(() => expect(within(dialog).getByLabelText("IP address")).toBeInTheDocument());
    type(within(dialog).getByLabelText("Name"), "ded-host-10");
    type(within(dialog).getByLabelText("IP address"), "10.0.0.10");
    type(within(dialog).getByLabelText("Update link"), "{host}/bot/update");
    save(dialog);

    await waitFor(() => expect(successToasts).toHaveBeenCalledWith(successToast("Server created")), LOAD);
    const body = (await requestsTo(seen, "POST", "/servers/add")[0]?.body) as { server_params: object };
    expect(body.server_params).toMatchObject({ update_link: "{host}/bot/update" });
  });

  it("offers only the API's types without PHONES, and a Raspberry Pi needs one of the free boards", async () => {
    server.use(http.get("*/servers/types", () => HttpResponse.json(["RASPBERRY_PI", "DEDIK", "PHONES"])));
    const free = await (async () => {
      await openPage("admin");
      return serversApi.raspberryPiIds();
    })();
    const dialog = await addServer();
    openSelect(dialog, "Type");
    await waitFor(() => expect(openOptions()).toEqual(["Raspberry Pi", "Dedicated"]));
    fireEvent.keyDown(within(dialog).getByLabelText("Type"), { key: "Escape" });

    type(within(dialog).getByLabelText("Name"), "pi-test-01");
    save(dialog);
    expect(await within(dialog).findByText("Identifier is required", {}, LOAD)).toBeInTheDocument();
    expect(
      within(dialog).queryByText("IP must be four dot-separated numbers from 0 to 255, e.g. 203.0.113.7"),
    ).toBeNull();

    openSelect(dialog, "Identifier");
    await waitFor(() => expect(openOptions()).toEqual(free));
  });

  it("lets any disk be removed while the server is new", async () => {
    await openPage("admin");
    const dialog = await addServer();
    fireEvent.click(within(dialog).getByText("Add disk"));
    fireEvent.click(within(dialog).getByText("Add disk"));
    expect(within(dialog).getAllByLabelText(/^Remove disk/)).toHaveLength(2);
    fireEvent.click(within(dialog).getAllByLabelText(/^Remove disk/)[0] as HTMLElement);
    expect(inputs(dialog, "Disk name")).toHaveLength(1);
  });
});
