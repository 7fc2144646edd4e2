import { http } from "msw";
import type { ServerVersionWire, ServerWire } from "@/api/types/servers";
import { pageOf, pageQueryOf } from "../db";
import { machineCountsByDisk } from "../db/machines";
import {
  freeRaspberryPiIds,
  LATEST_VERSIONS,
  nextServerId,
  servers,
  updateLinkFor,
  type ServerRecord,
} from "../db/servers";
import { requirePermission } from "../session";
import { notifyFleet } from "../stomp/fleetEvents";
import { apiPath, fail, invalid, jsonBody, ok } from "../wire";
import { idList, intQuery, numberOrNull, queryOf } from "./fleetBody";
import { readServer } from "./serverBody";

/** The answer shape: each disk's count_machine is what the machines table says now. */
const toServerWire = (record: ServerRecord, counts = machineCountsByDisk()): ServerWire => ({
  ...record,
  disks: record.disks.map((d) => ({ ...d, count_machine: d.id === null ? 0 : (counts.get(d.id) ?? 0) })),
  server_params: { ...record.server_params },
});

const idQuery = (request: Request): number | Response => {
  const id = intQuery(request, "id");
  return id === null ? invalid({ id: "Server id is required" }) : id;
};

export const serverHandlers = [
  http.get(apiPath("/servers/list"), (info) => {
    const user = requirePermission(info, "view:servers");
    if (user instanceof Response) return user;
    const type = queryOf(info.request).get("type");
    const rows = type ? servers.filter((s) => s.type === type) : servers.all();
    const page = pageOf(rows, pageQueryOf(info.request), ["name", "identifier", "ip", "description", "type"]);
    const counts = machineCountsByDisk();
    return ok({ list: page.list.map((s) => toServerWire(s, counts)), totalCount: page.totalCount });
  }),

  http.get(apiPath("/servers/listRaspberryPiIds"), (info) => {
    const user = requirePermission(info, "view:servers");
    if (user instanceof Response) return user;
    return ok(freeRaspberryPiIds());
  }),

  http.get(apiPath("/servers/types"), (info) => {
    const user = requirePermission(info, "view:servers");
    if (user instanceof Response) return user;
    return ok(["RASPBERRY_PI", "DEDIK"]);
  }),

  http.get(apiPath("/servers/"), (info) => {
    const user = requirePermission(info, "view:servers");
    if (user instanceof Response) return user;
    const id = idQuery(info.request);
    if (id instanceof Response) return id;
    const server = servers.get(id);
    return server ? ok(toServerWire(server)) : fail(404, "Server not found");
  }),

  http.delete(apiPath("/servers"), (info) => {
    const user = requirePermission(info, "delete:servers");
    if (user instanceof Response) return user;
    const id = idQuery(info.request);
    if (id instanceof Response) return id;
    return servers.remove(id) ? ok({ id }) : fail(404, "Server not found");
  }),

  http.post(apiPath("/servers/add"), async (info) => {
    const user = requirePermission(info, "edit:servers");
    if (user instanceof Response) return user;
    const reading = readServer(await jsonBody(info.request));
    if ("errors" in reading) return invalid(reading.errors);
    const created = servers.insert({ id: nextServerId(), ...reading.server });
    notifyFleet(user, "Server created", `${created.name} joined the fleet.`);
    return ok(toServerWire(created), { status: 201 });
  }),

  http.put(apiPath("/servers/update"), async (info) => {
    const user = requirePermission(info, "edit:servers");
    if (user instanceof Response) return user;
    const body = await jsonBody(info.request);
    const id = numberOrNull(body, "id");
    if (id === null) return invalid({ id: "Server id is required" });
    const existing = servers.get(id);
    if (!existing) return fail(404, "Server not found");
    const reading = readServer(body, existing);
    if ("errors" in reading) return invalid(reading.errors);
    const updated = servers.update(id, () => ({ id, ...reading.server })) ?? existing;
    notifyFleet(user, "Server updated", `${updated.name} was changed.`);
    return ok(toServerWire(updated));
  }),

  // The update center: every listed server gets the latest bot and script (assumed contract).
  http.post(apiPath("/servers/update"), async (info) => {
    const user = requirePermission(info, "edit:servers");
    if (user instanceof Response) return user;
    const wanted = await idList(info.request);
    if (!wanted || wanted.length === 0) return invalid({ ids: "A non-empty list of server ids is required" });
    const unknown = wanted.filter((id) => !servers.get(id));
    if (unknown.length > 0) return invalid({ ids: `Unknown servers: ${unknown.join(", ")}` });
    const versions: ServerVersionWire[] = wanted.map((id) => {
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
    });
    notifyFleet(user, "Update pushed", `${versions.map((v) => v.name).join(", ")} now run bot ${LATEST_VERSIONS.bot}.`);
    return ok(versions);
  }),
];
