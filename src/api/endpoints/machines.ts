import { request } from "@/api/http";
import { toPaged, type Paged, type PagedWire } from "@/api/types";
import { listParams, type ListRequest } from "@/api/types/fleet";
import {
  toAdbRaspberryPi,
  toMachineFull,
  toMachineDetail,
  toMachineRow,
  type AdbRaspberryPi,
  type AdbRaspberryPiWire,
  type Machine,
  type MachineFull,
  type MachineDetail,
  type MachineListWire,
  type MachineWire,
} from "@/api/types/machines";

const fetchMachine = (name: string): Promise<MachineWire> =>
  request<MachineWire>("GET", "/machines/", { params: { name } });

/** Machines are keyed by name_machine: the resource's idField is "nameMachine". */
export const machinesApi = {
  /** GET /machines/list; filters: serverId, status, typeAndroid */
  list: async (q: ListRequest): Promise<Paged<Machine>> =>
    toPaged(
      await request<PagedWire<MachineListWire>>("GET", "/machines/list", { params: listParams(q) }),
      toMachineRow,
    ),
  /** GET /machines/?name= with params and tasks */
  one: async (name: string): Promise<MachineFull> => toMachineFull(await fetchMachine(name)),
  /** GET /machines/?name= shaped for the machine detail dialog */
  detail: async (name: string): Promise<MachineDetail> => toMachineDetail(await fetchMachine(name)),
  /** The "machines on a server" dialog: the list filtered by server (assumed server_id filter). */
  ofServer: (serverId: number, q: ListRequest): Promise<Paged<Machine>> =>
    machinesApi.list({ ...q, filters: { ...q.filters, serverId } }),
  /** GET /machines/adbRaspberryPi (record fields assumed) */
  adbRaspberryPi: async (q: ListRequest = { page: 1, size: -1 }): Promise<Paged<AdbRaspberryPi>> =>
    toPaged(
      await request<PagedWire<AdbRaspberryPiWire>>("GET", "/machines/adbRaspberryPi", { params: listParams(q) }),
      toAdbRaspberryPi,
    ),
};
