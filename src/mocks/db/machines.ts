import type {
  AndroidType,
  MachineListWire,
  MachineParamsWire,
  MachineStatus,
  MachineTaskWire,
  MachineWire,
  TaskStatus,
} from "@/api/types/machines";
import { accountEmail, alphanumeric, daysAgo, imei, pad, recentlyAfter, recoveryEmailOf } from "./fleetSeed";
import { appIcon, findTaskApp, TASK_APPS, TASK_TYPES } from "./machineApps";
import type { Rng } from "./random";
import { fleetLayout, servers, type DiskPlan, type ServerPlan } from "./servers";
import { table } from "./table";

/** A stored task names its app by id; the answer adds the app's name and icon. */
export interface MachineTaskRecord extends Omit<MachineTaskWire, "app"> {
  app_id: string;
}

export interface MachineRecord extends Omit<MachineWire, "tasks" | "server_id" | "disk_id"> {
  server_id: number;
  disk_id: number;
  tasks: MachineTaskRecord[];
}

const BUILDS: Record<number, string> = {
  9: "PQ3A.190801.002",
  10: "QQ3A.200805.001",
  11: "RQ3A.211001.001",
  12: "SQ3A.220705.004",
  13: "TQ3A.230901.001",
  14: "UQ1A.240205.004",
};
const MACHINE_LOCALES = ["us_en", "us_en", "us_en", "gb_en", "de_de", "fr_fr", "pl_pl", "ua_uk", "br_pt"] as const;

const machineName = (server: Pick<ServerPlan, "prefix">, disk: Pick<DiskPlan, "index">, number: number): string =>
  `${server.prefix}-d${disk.index}-m${pad(number, 3)}`;

export const plannedMachineNames = (): string[] =>
  fleetLayout().flatMap((server) =>
    server.disks.flatMap((disk) =>
      Array.from({ length: disk.machines }, (_, i) => machineName(server, disk, disk.start + i)),
    ),
  );

const seedTasks = (rng: Rng, nextId: () => number): MachineTaskRecord[] =>
  Array.from({ length: rng.int(0, 4) }, () => {
    const app = rng.pick(TASK_APPS);
    const type = rng.weighted(TASK_TYPES.map((t, i) => [t, i === 0 ? 5 : 1] as const));
    return {
      id: nextId(),
      status: rng.weighted<TaskStatus>([
        ["SUCCESS", 60],
        ["NONE", 25],
        ["ERROR", 15],
      ]),
      time_update: daysAgo(rng, 14),
      app_id: app.app_id,
      task: { type, other_params: type === "KEYWORD_INSTALL" ? { keyword: rng.pick(app.keywords) } : {} },
    };
  }).sort((a, b) => b.time_update.localeCompare(a.time_update));

const seedParams = (
  rng: Rng,
  server: ServerPlan,
  disk: DiskPlan,
  number: number,
  type: AndroidType,
  version: number,
): MachineParamsWire => {
  const onPi = server.type === "RASPBERRY_PI";
  return {
    serial:
      type === "EMULATOR"
        ? `emulator-${5554 + 2 * (number - 1)}`
        : type === "RPI"
          ? `${server.identifier ?? "rpi"}-${rng.hex(8)}`
          : `R58${alphanumeric(rng, 8)}`,
    imei: imei(rng),
    build: BUILDS[version] ?? "UQ1A.240205.004",
    rpi_path: onPi ? `/dev/bus/usb/${pad(disk.index, 3)}/${pad(number, 3)}` : null,
    rpi_id: onPi ? server.identifier : null,
    rpi_folder: onPi ? `/home/pi/fleet/${machineName(server, disk, number)}` : null,
    locale: rng.pick(MACHINE_LOCALES),
    tcp_ip_port_adb: onPi ? `10.20.${server.id}.${100 + number}:5555` : `127.0.0.1:${5555 + 2 * (number - 1)}`,
  };
};

const seedMachines = (rng: Rng): MachineRecord[] => {
  let machineId = 0;
  let taskId = 0;
  const nextTaskId = (): number => (taskId += 1);
  return fleetLayout().flatMap((server) =>
    server.disks.flatMap((disk) =>
      Array.from({ length: disk.machines }, (_, i): MachineRecord => {
        const number = disk.start + i;
        const type: AndroidType = server.type === "DEDIK" ? "EMULATOR" : rng.chance(0.15) ? "RPI" : "PHYSICAL";
        const version = rng.weighted([
          [9, 1],
          [10, 2],
          [11, 3],
          [12, 4],
          [13, 4],
          [14, 2],
        ] as const);
        const created = daysAgo(rng, 540, 30);
        const account = rng.chance(0.85) ? accountEmail(rng) : null;
        const recovery = account && rng.chance(0.8) ? recoveryEmailOf(account) : null;
        // The recovery address is the account owner's own. The draw that used to name a stranger
        // stays, so every later field of the seed keeps its value.
        if (recovery) accountEmail(rng, "example.org");
        machineId += 1;
        return {
          id: machineId,
          name_machine: machineName(server, disk, number),
          account,
          recovery_login: recovery,
          status: rng.weighted<MachineStatus>([
            ["ONLINE", 60],
            ["BUSY", 20],
            ["OFFLINE", 12],
            ["ERROR", 8],
          ]),
          type_android: type,
          version_android: version,
          android_version: `${version}.0.0_r${rng.int(20, 80)}`,
          created,
          // A machine in the fleet reports in often: its last update is within the last two weeks.
          updated: recentlyAfter(rng, created, 14),
          server_id: server.id,
          disk_id: disk.id,
          params: seedParams(rng, server, disk, number, type, version),
          tasks: seedTasks(rng, nextTaskId),
        };
      }),
    ),
  );
};

export const machines = table<MachineRecord, "id">({ name: "machines", version: 2, key: "id", seed: seedMachines });

export const findMachineByName = (name: string): MachineRecord | undefined => {
  const wanted = name.trim().toLowerCase();
  return machines.find((m) => m.name_machine.toLowerCase() === wanted);
};

export const toMachineListWire = (record: MachineRecord): MachineListWire => {
  const server = servers.get(record.server_id);
  const diskKept = server?.disks.some((d) => d.id === record.disk_id) ?? false;
  return {
    id: record.id,
    name_machine: record.name_machine,
    account: record.account,
    recovery_login: record.recovery_login,
    status: record.status,
    type_android: record.type_android,
    version_android: record.version_android,
    android_version: record.android_version,
    created: record.created,
    updated: record.updated,
    server_id: server ? record.server_id : null,
    disk_id: diskKept ? record.disk_id : null,
  };
};

export const toMachineWire = (record: MachineRecord): MachineWire => ({
  ...toMachineListWire(record),
  params: { ...record.params },
  tasks: record.tasks.map(({ app_id, ...task }) => {
    const app = findTaskApp(app_id) ?? { app_id, name: app_id };
    return { ...task, app: { app_id, details: { name: app.name, image_src: appIcon(app) } } };
  }),
});

export const machineCountsByDisk = (): Map<number, number> => {
  const counts = new Map<number, number>();
  for (const m of machines.all()) counts.set(m.disk_id, (counts.get(m.disk_id) ?? 0) + 1);
  return counts;
};
