import type { AdbRaspberryPiWire } from "@/api/types/machines";
import { pageOf, pageQueryOf } from "../db";
import { SEED_NOW } from "../db/fleetSeed";
import { listHandler } from "../crudHandlers";
import { findMachineByName, machines, toMachineListWire, toMachineWire, type MachineRecord } from "../db/machines";
import { fleetLayout, RPI_BOARDS, servers } from "../db/servers";
import { guarded } from "../guarded";
import { fail, invalid, ok } from "../wire";
import { intQuery, queryOf } from "./fleetBody";

/** Machines have no permission of their own: the role table lets whoever sees servers see them. */
const VIEW = "view:servers";

const searchable = (m: MachineRecord): (string | number | null)[] => [
  m.name_machine,
  m.account,
  m.recovery_login,
  m.status,
  m.type_android,
  m.params.serial,
  m.params.imei,
];

const adbBoards = (): AdbRaspberryPiWire[] => {
  const counts = new Map<string, number>();
  for (const m of machines.all())
    if (m.params.rpi_id) counts.set(m.params.rpi_id, (counts.get(m.params.rpi_id) ?? 0) + 1);
  const hostOf = new Map(
    fleetLayout()
      .filter((s) => s.identifier)
      .map((s) => [s.identifier, s.id]),
  );
  return RPI_BOARDS.map((rpiId, i) => {
    const serverId = hostOf.get(rpiId);
    return {
      id: i + 1,
      rpi_id: rpiId,
      ip: `10.20.${serverId ?? 100 + i}.1`,
      port: 5037,
      // Boards without a server idle; one hosted board is down so the status column shows both states.
      status: serverId !== undefined && i !== 3 ? "ONLINE" : "OFFLINE",
      machines_count: counts.get(rpiId) ?? 0,
      last_seen: new Date(SEED_NOW - (serverId !== undefined ? 60_000 : 86_400_000) * (i + 1)).toISOString(),
    };
  });
};

export const machineHandlers = [
  listHandler("/machines/list", VIEW, {
    scope: (request) => {
      const serverId = intQuery(request, "server_id");
      const status = queryOf(request).get("status");
      const type = queryOf(request).get("type_android");
      // Machines of a deleted server keep its id in storage but belong to no server any more.
      if (serverId !== null && !servers.get(serverId)) return [];
      return machines.filter(
        (m) =>
          (serverId === null || m.server_id === serverId) &&
          (!status || m.status === status) &&
          (!type || m.type_android === type),
      );
    },
    search: searchable,
    // Rows carry the list's fields; params and tasks come from GET /machines/?name (docs/api.md).
    toWire: (rows) => rows.map(toMachineListWire),
  }),

  guarded("get", "/machines/adbRaspberryPi", VIEW, (info) =>
    ok(pageOf(adbBoards(), pageQueryOf(info.request), ["rpi_id", "ip", "status"])),
  ),

  // Machines are keyed by name on the wire.
  guarded("get", "/machines/", VIEW, (info) => {
    const name = queryOf(info.request).get("name")?.trim();
    if (!name) return invalid({ name: "Name is required" });
    const machine = findMachineByName(name);
    return machine ? ok(toMachineWire(machine)) : fail(404, "Machine not found");
  }),
];
