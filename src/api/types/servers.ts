import { TEMP_DISK_ID_OFFSET } from "@/config";

export const SERVER_TYPES = ["RASPBERRY_PI", "DEDIK", "PHONES"] as const;
export type ServerType = (typeof SERVER_TYPES)[number];
export const SELECTABLE_SERVER_TYPES: readonly ServerType[] = ["RASPBERRY_PI", "DEDIK"];

export interface DiskWire {
  /** null until the server stores the disk */
  id: number | null;
  name: string;
  count_machine_min: number;
  count_machine_max: number;
  start_machine: number;
  /** counted by the server (read-only) */
  count_machine: number;
}

export interface ServerParamsWire {
  reboot: boolean;
  task_in_queue: number;
  /** minutes (assumed unit) */
  time_to_bootloop: number;
  /** seconds (assumed unit) */
  time_between_start: number;
  version_bot: string;
  version_script: string;
  update_link: string;
}

export interface ServerWire {
  id: number;
  name: string;
  identifier: string | null;
  ip: string | null;
  description: string;
  type: ServerType;
  disks: DiskWire[];
  server_params: ServerParamsWire;
}

type ServerBodyWire = Omit<ServerWire, "id"> & { id?: number };

export interface Disk {
  /** stored ids are below 10000; a disk added in the dialog carries a temporary id ≥ 10000 */
  id: number;
  name: string;
  countMachineMin: number;
  countMachineMax: number;
  startMachine: number;
  countMachine: number;
}

export interface ServerParams {
  reboot: boolean;
  taskInQueue: number;
  timeToBootloop: number;
  timeBetweenStart: number;
  versionBot: string;
  versionScript: string;
  updateLink: string;
}

export interface Server extends Omit<ServerWire, "disks" | "server_params"> {
  disks: Disk[];
  serverParams: ServerParams;
}

export type ServerInput = Omit<Server, "id"> & { id?: number | null };

export const isTemporaryDiskId = (id: number | null | undefined): boolean =>
  id === null || id === undefined || id >= TEMP_DISK_ID_OFFSET;

export const nextTemporaryDiskId = (disks: readonly Pick<Disk, "id">[]): number =>
  Math.max(TEMP_DISK_ID_OFFSET - 1, ...disks.map((d) => d.id)) + 1;

const toDisk = (w: DiskWire, index: number): Disk => ({
  id: w.id ?? TEMP_DISK_ID_OFFSET + index,
  name: w.name,
  countMachineMin: w.count_machine_min,
  countMachineMax: w.count_machine_max,
  startMachine: w.start_machine,
  countMachine: w.count_machine,
});

export const toServer = (w: ServerWire): Server => ({
  id: w.id,
  name: w.name,
  identifier: w.identifier,
  ip: w.ip,
  description: w.description,
  type: w.type,
  disks: w.disks.map(toDisk),
  serverParams: {
    reboot: w.server_params.reboot,
    taskInQueue: w.server_params.task_in_queue,
    timeToBootloop: w.server_params.time_to_bootloop,
    timeBetweenStart: w.server_params.time_between_start,
    versionBot: w.server_params.version_bot,
    versionScript: w.server_params.version_script,
    updateLink: w.server_params.update_link,
  },
});

/** Temporary disk ids leave as null: the server hands out the real ones. */
export const toServerBody = (input: ServerInput): ServerBodyWire => ({
  ...(input.id ? { id: input.id } : {}),
  name: input.name,
  identifier: input.identifier,
  ip: input.ip,
  description: input.description,
  type: input.type,
  disks: input.disks.map((d) => ({
    id: isTemporaryDiskId(d.id) ? null : d.id,
    name: d.name,
    count_machine_min: d.countMachineMin,
    count_machine_max: d.countMachineMax,
    start_machine: d.startMachine,
    count_machine: d.countMachine,
  })),
  server_params: {
    reboot: input.serverParams.reboot,
    task_in_queue: input.serverParams.taskInQueue,
    time_to_bootloop: input.serverParams.timeToBootloop,
    time_between_start: input.serverParams.timeBetweenStart,
    version_bot: input.serverParams.versionBot,
    version_script: input.serverParams.versionScript,
    update_link: input.serverParams.updateLink,
  },
});

/** One server's versions after POST /servers/update (assumed answer). */
export interface ServerVersionWire {
  id: number;
  name: string;
  version_bot: string;
  version_script: string;
}

export interface ServerVersion {
  id: number;
  name: string;
  versionBot: string;
  versionScript: string;
}

export const toServerVersion = (w: ServerVersionWire): ServerVersion => ({
  id: w.id,
  name: w.name,
  versionBot: w.version_bot,
  versionScript: w.version_script,
});
