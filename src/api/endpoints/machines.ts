import { request } from "@/api/http";
import type { Paged } from "@/api/types";
import type { ListRequest } from "@/api/types/fleet";
import {
  toAdbRaspberryPi,
  toMachineFull,
  toMachineDetail,
  toMachineRow,
  type AdbRaspberryPi,
  type Machine,
  type MachineFull,
  type MachineDetail,
  type MachineWire,
} from "@/api/types/machines";
import { pagedList } from "./calls";

const fetchMachine = (name: string): Promise<MachineWire> =>
  request<MachineWire>("GET", "/machines/", { params: { name } });

const adbBoards = pagedList("/machines/adbRaspberryPi", toAdbRaspberryPi);

/** Machines are keyed by name_machine: the resource's idField is "nameMachine". */
export const machinesApi = {
  /** GET /machines/list; filters: serverId, status, typeAndroid */
  list: pagedList("/machines/list", toMachineRow),
  one: async (name: string): Promise<MachineFull> => toMachineFull(await fetchMachine(name)),
  detail: async (name: string): Promise<MachineDetail> => toMachineDetail(await fetchMachine(name)),
  /** The "machines on a server" dialog: the list filtered by server (assumed server_id filter). */
  ofServer: (serverId: number, q: ListRequest): Promise<Paged<Machine>> =>
    machinesApi.list({ ...q, filters: { ...q.filters, serverId } }),
  /** GET /machines/adbRaspberryPi (record fields assumed) */
  adbRaspberryPi: (q: ListRequest = { page: 1, size: -1 }): Promise<Paged<AdbRaspberryPi>> => adbBoards(q),
};
