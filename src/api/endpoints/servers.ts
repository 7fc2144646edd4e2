import { request } from "@/api/http";
import type { Paged } from "@/api/types";
import { numericId, type ListRequest } from "@/api/types/fleet";
import type { Machine } from "@/api/types/machines";
import {
  toServer,
  toServerBody,
  toServerVersion,
  type Server,
  type ServerInput,
  type ServerType,
  type ServerVersion,
  type ServerVersionWire,
  type ServerWire,
} from "@/api/types/servers";
import { deleteById, pagedList, sendForm } from "./calls";
import { machinesApi } from "./machines";

const send = (method: "POST" | "PUT", url: string, input: ServerInput): Promise<Server> =>
  sendForm(method, url, toServerBody(input), toServer);

/** Validation errors come back under the form's names, e.g. "serverParams.updateLink", "disks.0.name". */
export const serversApi = {
  list: pagedList("/servers/list", toServer),
  one: async (id: string | number): Promise<Server> =>
    toServer(await request<ServerWire>("GET", "/servers/", { params: { id: numericId(id) } })),
  /** POST /servers/add; temporary disk ids go out as null */
  create: (input: ServerInput): Promise<Server> => send("POST", "/servers/add", { ...input, id: null }),
  update: (id: string | number, input: ServerInput): Promise<Server> =>
    send("PUT", "/servers/update", { ...input, id: numericId(id) }),
  save: (input: ServerInput): Promise<Server> =>
    input.id ? serversApi.update(input.id, input) : serversApi.create(input),
  /** DELETE /servers?id= (delete:servers, OWNER only) */
  remove: deleteById("/servers"),
  /** POST /servers/update "with a list" (business areas, Servers): the body is the bare list of server ids. */
  pushUpdate: async (ids: readonly number[]): Promise<ServerVersion[]> =>
    (await request<ServerVersionWire[]>("POST", "/servers/update", { data: [...ids] })).map(toServerVersion),
  raspberryPiIds: (): Promise<string[]> => request<string[]>("GET", "/servers/listRaspberryPiIds"),
  types: (): Promise<ServerType[]> => request<ServerType[]>("GET", "/servers/types"),
  /** The machines on one server (GET /machines/list?server_id=, assumed). */
  machines: (serverId: number, q: ListRequest): Promise<Paged<Machine>> => machinesApi.ofServer(serverId, q),
};
