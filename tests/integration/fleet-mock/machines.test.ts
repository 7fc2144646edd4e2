import { request } from "@/api/http";
import type { PagedWire } from "@/api/types";
import { machinesApi } from "@/api/endpoints/machines";
import { serversApi } from "@/api/endpoints/servers";
import { isSortedBy, query, rejection, signInAs } from "./session";

describe("machines", () => {
  it("pages the list 1-based with the total of all matches", async () => {
    await signInAs("admin");
    const first = await machinesApi.list(query(1, 25));
    const second = await machinesApi.list(query(2, 25));
    expect(first.list).toHaveLength(25);
    expect(first.totalCount).toBe(400);
    expect(second.list[0]?.id).toBe(26);
    expect((await machinesApi.list(query(17, 25))).list).toHaveLength(0);
  });

  it("sorts by app field names, sent as the wire's snake_case keys", async () => {
    await signInAs("admin");
    const desc = await machinesApi.list(query(1, 50, { sort: "nameMachine:desc" }));
    expect(isSortedBy(desc.list, (m) => m.nameMachine, false)).toBe(true);
    const byVersion = await machinesApi.list(query(1, 400, { sort: "versionAndroid:asc" }));
    expect(byVersion.list[0]?.versionAndroid).toBe(9);
    expect(byVersion.list.at(-1)?.versionAndroid).toBe(14);
    const byUpdated = await machinesApi.list(query(1, 30, { sort: "updated:desc" }));
    expect(isSortedBy(byUpdated.list, (m) => m.updated, false)).toBe(true);
  });

  it("searches names, accounts and serials case-insensitively", async () => {
    await signInAs("admin");
    const sample = (await machinesApi.list(query(1, 1, { search: "rpi-" }))).list[0];
    expect(sample).toBeDefined();
    const byName = await machinesApi.list(query(1, 10, { search: sample?.nameMachine.toUpperCase() }));
    expect(byName.list.map((m) => m.nameMachine)).toContain(sample?.nameMachine);
    const serial = (await machinesApi.one(sample?.nameMachine ?? "")).params.serial;
    const bySerial = await machinesApi.list(query(1, 10, { search: serial }));
    expect((await machinesApi.one(bySerial.list[0]?.nameMachine ?? "")).params.serial).toBe(serial);
    const emulators = await machinesApi.list(query(1, 5, { search: "emulator" }));
    expect(emulators.totalCount).toBeGreaterThan(0);
    expect(emulators.totalCount).toBeLessThan(400);
  });

  it("opens one machine by name, shaped for the detail dialog", async () => {
    await signInAs("admin");
    const listed = (await machinesApi.list(query(1, 1, { search: "rpi-" }))).list[0];
    const row = await machinesApi.one(listed?.nameMachine ?? "");
    const detail = await machinesApi.detail(row?.nameMachine ?? "");
    expect(detail.name).toBe(row?.nameMachine);
    expect(detail.versionAndroid).toBe(row?.versionAndroid);
    expect(detail.androidVersion.startsWith(`${row?.versionAndroid}.`)).toBe(true);
    expect(detail.params).toEqual({
      serial: row?.params.serial,
      imei: row?.params.imei,
      build: row?.params.build,
      rpiPath: row?.params.rpiPath,
      rpiId: row?.params.rpiId,
      tcpIpPortAdb: row?.params.tcpIpPortAdb,
    });
    expect((await rejection(machinesApi.detail("no-such-machine"))).status).toBe(404);
  });

  it("lists the machines of one server, matching its disks", async () => {
    await signInAs("admin");
    const server = (await serversApi.list(query(1, 1))).list[0];
    const onServer = await serversApi.machines(server?.id ?? 0, query(1, -1));
    expect(onServer.totalCount).toBe(server?.disks.reduce((sum, d) => sum + d.countMachine, 0));
    expect(onServer.list.every((m) => m.serverId === server?.id)).toBe(true);
  });

  it("lists the adb Raspberry Pi boards with their machine counts", async () => {
    await signInAs("admin");
    const boards = await machinesApi.adbRaspberryPi();
    expect(boards.totalCount).toBe(10);
    const hosted = boards.list.filter((b) => b.machinesCount > 0);
    expect(hosted.length).toBe(7);
    const board = hosted[0];
    const onBoard = await machinesApi.list(query(1, -1, { search: board?.rpiId }));
    const details = await Promise.all(onBoard.list.map((m) => machinesApi.one(m.nameMachine)));
    expect(details.filter((m) => m.params.rpiId === board?.rpiId)).toHaveLength(board?.machinesCount ?? -1);
  });

  it("answers list fields in rows; params and tasks only from the detail call", async () => {
    await signInAs("admin");
    const wire = await request<PagedWire<Record<string, unknown>>>("GET", "/machines/list", {
      params: { page: 1, size: -1 },
    });
    expect(wire.list).toHaveLength(400);
    expect(wire.list.every((row) => !("params" in row) && !("tasks" in row))).toBe(true);
    expect(Object.keys(wire.list[0] ?? {}).sort()).toEqual([
      "account",
      "android_version",
      "created",
      "disk_id",
      "id",
      "name_machine",
      "recovery_login",
      "server_id",
      "status",
      "type_android",
      "updated",
      "version_android",
    ]);
    const one = await machinesApi.one(String(wire.list[0]?.name_machine));
    expect(one.params.serial).toBeTruthy();
    expect(Array.isArray(one.tasks)).toBe(true);
  });

  it("refuses an operator: machines need view:servers", async () => {
    await signInAs("operator");
    const error = await rejection(machinesApi.list(query()));
    expect(error.status).toBe(403);
    expect(error.serverMessage).toBe("Permission denied: view:servers");
  });
});
