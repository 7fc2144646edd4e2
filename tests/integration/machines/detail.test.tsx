import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toMachineFull, type MachineFull } from "@/api/types/machines";
import { machines as mockMachines, toMachineWire } from "@/mocks/db/machines";
import { faults } from "@/mocks/node";
import { useMachineDialog } from "@/resources/machines/machineDialogStore";
import { renderApp, signInAs } from "../../support/renderApp";
import {
  clickName,
  dialog,
  fact,
  FETCH_ERROR,
  recordRequests,
  resetTablePreferences,
  showOnly,
  SLOW,
  FIRST_RENDER,
  UNAVAILABLE,
  waitForFact,
} from "./harness";

// The list has no params or tasks (docs/api.md "Machines"); the seed's full records stand in for the detail call.
const allMachines = (): MachineFull[] => mockMachines.all().map((m) => toMachineFull(toMachineWire(m)));

/** Opens /machines, narrows the list to one machine and clicks its name. */
const openDetailOf = async (name: string): Promise<HTMLElement> => {
  await showOnly(name);
  clickName(name);
  return dialog();
};

describe("machine detail dialog", { timeout: SLOW }, () => {
  resetTablePreferences();

  it("shows the machine's facts from GET /machines/?name and its tasks", async () => {
    await signInAs("admin");
    const machine = allMachines().find(
      (m) => m.params.rpiId && m.account && m.tasks.some((t) => t.task.keyword) && m.tasks.some((t) => !t.task.keyword),
    );
    if (!machine) throw new Error("seed has no machine with keyword and other tasks");
    const seen = recordRequests();
    const root = await openDetailOf(machine.nameMachine);

    expect(within(root).getByText(`Machine ${machine.nameMachine}`)).toBeInTheDocument();
    await waitForFact(root, "Serial", machine.params.serial);
    expect(
      seen.some((u) => u.pathname.endsWith("/machines/") && u.searchParams.get("name") === machine.nameMachine),
    ).toBe(true);
    expect(fact(root, "Name").textContent).toBe(machine.nameMachine);
    expect(fact(root, "Android version").textContent).toBe(`Android ${machine.versionAndroid}`);
    expect(fact(root, "Android release").textContent).toMatch(new RegExp(`^${machine.versionAndroid}\\.`));
    expect(fact(root, "Account").textContent).toBe(machine.account);
    expect(fact(root, "IMEI").textContent).toBe(machine.params.imei);
    expect(fact(root, "Build").textContent).toBe(machine.params.build);
    expect(fact(root, "Raspberry Pi ID").textContent).toBe(machine.params.rpiId);
    expect(fact(root, "Raspberry Pi path").textContent).toBe(machine.params.rpiPath);
    expect(fact(root, "ADB TCP/IP address").textContent).toBe(machine.params.tcpIpPortAdb);
    const status = { ONLINE: "Online", BUSY: "Busy", OFFLINE: "Offline", ERROR: "Error" }[machine.status];
    expect(fact(root, "Status").textContent).toBe(status);

    expect(within(root).getByText(`Tasks (${machine.tasks.length})`)).toBeInTheDocument();
    const rows = root.querySelectorAll(".ant-table-tbody tr.ant-table-row");
    expect(rows).toHaveLength(machine.tasks.length);
    const taskStatus = { SUCCESS: "Success", NONE: "Not run", ERROR: "Error" };
    const taskType: Record<string, string> = {
      KEYWORD_INSTALL: "Install by keyword",
      DIRECT_INSTALL: "Direct install",
      FEEDBACK: "Feedback",
      OPEN_APP: "Open app",
    };
    machine.tasks.forEach((task, i) => {
      const cells = [...(rows[i]?.querySelectorAll("td") ?? [])].map((c) => c.textContent);
      expect(cells[0]).toBe(taskStatus[task.status]);
      expect(cells[1]).toMatch(/^\d{1,2} [A-Z][a-z]{2}( \d{4})?, \d{2}:\d{2}$/);
      expect(cells[2]).toBe(task.app.name);
      expect(cells[3]).toBe(taskType[task.task.type]);
      expect(cells[4]).toBe(task.task.keyword ?? UNAVAILABLE);
      expect(rows[i]?.querySelector("img")?.getAttribute("src")).toBe(task.app.imageSrc);
    });
    // Task status tags: SUCCESS green, ERROR red, NONE neutral.
    machine.tasks.forEach((task, i) => {
      const tag = rows[i]?.querySelector(".ant-tag");
      const colour = tag?.classList.contains("ant-tag-green")
        ? "green"
        : tag?.classList.contains("ant-tag-red")
          ? "red"
          : "neutral";
      expect(colour).toBe({ SUCCESS: "green", NONE: "neutral", ERROR: "red" }[task.status]);
    });
  });

  it("shows Not available for the fields a machine lacks", async () => {
    await signInAs("admin");
    const machine = allMachines().find((m) => m.params.rpiId === null && m.account === null);
    if (!machine) throw new Error("seed has no machine without a board and an account");
    const root = await openDetailOf(machine.nameMachine);
    await waitForFact(root, "Serial", machine.params.serial);
    expect(fact(root, "Account").textContent).toBe(UNAVAILABLE);
    expect(fact(root, "Raspberry Pi ID").textContent).toBe(UNAVAILABLE);
    expect(fact(root, "Raspberry Pi path").textContent).toBe(UNAVAILABLE);
  });

  it("logs a failed detail fetch, shows the machines error toast and retries in the dialog", async () => {
    await signInAs("admin");
    const machine = allMachines()[5];
    if (!machine) throw new Error("no machine");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await showOnly(machine.nameMachine);
    // The list is loaded, so the next machines request is the dialog's detail call.
    faults.failNext(1, { status: 404, path: "/machines/" });
    clickName(machine.nameMachine);
    const root = await dialog();

    expect(
      await screen.findByText(FETCH_ERROR, { selector: ".ant-notification-notice-message" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(root).getByText(FETCH_ERROR)).toBeInTheDocument();
    expect(logged.mock.calls.some(([first]) => String(first).includes("machines: detail"))).toBe(true);
    logged.mockRestore();

    fireEvent.click(within(root).getByText("Try again"));
    await waitForFact(root, "Serial", machine.params.serial);
    expect(within(root).queryByText(FETCH_ERROR)).toBeNull();
  });

  it("opens from any area through the store and closes with Close", async () => {
    await signInAs("admin");
    const machine = allMachines()[42];
    if (!machine) throw new Error("no machine");
    await renderApp("/");
    // The dashboard greets the user (its own h2; the shell is not rendered in the area tests).
    await screen.findByText("Hello, Marek Nowak!", { selector: "h2" }, { timeout: FIRST_RENDER });
    act(() => useMachineDialog.getState().open(machine.nameMachine));
    const root = await dialog();
    await waitForFact(root, "IMEI", machine.params.imei);
    fireEvent.click(within(root).getByText("Close"));
    expect(useMachineDialog.getState().name).toBeNull();
  });
});
