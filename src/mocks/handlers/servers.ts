import type { ServerVersionWire, ServerWire } from "@/api/types/servers";
import { crudHandlers } from "../crudHandlers";
import { machineCountsByDisk } from "../db/machines";
import {
  freeRaspberryPiIds,
  LATEST_VERSIONS,
  nextServerId,
  servers,
  updateLinkFor,
  type ServerRecord,
} from "../db/servers";
import { guarded } from "../guarded";
import { notifyFleet } from "../stomp/fleetEvents";
import { invalid, ok } from "../wire";
import { idList, queryOf } from "./fleetBody";
import { readServer } from "./serverBody";

/** The answer shape: each disk's count_machine is what the machines table says now. */
const toServerWires = (records: readonly ServerRecord[]): ServerWire[] => {
  const counts = machineCountsByDisk();
  return records.map((record) => ({
    ...record,
    disks: record.disks.map((d) => ({ ...d, count_machine: d.id === null ? 0 : (counts.get(d.id) ?? 0) })),
    server_params: { ...record.server_params },
  }));
};

const pushLatest = (id: number): ServerVersionWire => {
  const updated = servers.update(id, (s) => ({
    ...s,
    server_params: {
      ...s.server_params,
      version_bot: LATEST_VERSIONS.bot,
      version_script: LATEST_VERSIONS.script,
      update_link: updateLinkFor(LATEST_VERSIONS.bot),
    },
  }));
  return {
    id,
    name: updated?.name ?? "",
    version_bot: updated?.server_params.version_bot ?? LATEST_VERSIONS.bot,
    version_script: updated?.server_params.version_script ?? LATEST_VERSIONS.script,
  };
};

export const serverHandlers = [
  ...crudHandlers({
    path: "/servers",
    live: "servers",
    table: servers,
    routes: { list: "/list", get: "/", create: "/add", update: "/update", delete: "" },
    permissions: { view: "view:servers", edit: "edit:servers", delete: "delete:servers" },
    search: ["name", "identifier", "ip", "description", "type"],
    scope: (request) => {
      const type = queryOf(request).get("type");
      return type ? servers.filter((s) => s.type === type) : servers.all();
    },
    validate: (body, existing) => {
      const reading = readServer(body, existing ?? undefined);
      return "errors" in reading ? reading : { value: reading.server };
    },
    nextId: nextServerId,
    toWire: toServerWires,
    messages: { notFound: "Server not found", idRequired: "Server id is required" },
    created: (s, user) => notifyFleet(user, { key: "server_created", params: { server: s.name } }),
    updated: (s, user) => notifyFleet(user, { key: "server_changed", params: { server: s.name } }),
  }),

  guarded("get", "/servers/listRaspberryPiIds", "view:servers", () => ok(freeRaspberryPiIds())),

  guarded("get", "/servers/types", "view:servers", () => ok(["RASPBERRY_PI", "DEDIK"])),

  // The update center: every listed server gets the latest bot and script.
  guarded("post", "/servers/update", "edit:servers", async (info, user) => {
    const wanted = await idList(info.request, { bare: true });
    if (!wanted || wanted.length === 0) return invalid({ ids: "A non-empty list of server ids is required" });
    const unknown = wanted.filter((id) => !servers.get(id));
    if (unknown.length > 0) return invalid({ ids: `Unknown servers: ${unknown.join(", ")}` });
    const versions = wanted.map(pushLatest);
    notifyFleet(user, {
      key: "update_pushed",
      params: { servers: versions.map((v) => v.name).join(", "), version: LATEST_VERSIONS.bot },
    });
    return ok(versions);
  }),
];
