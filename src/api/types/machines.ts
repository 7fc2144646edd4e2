export const MACHINE_STATUSES = ["ONLINE", "BUSY", "OFFLINE", "ERROR"] as const;
export type MachineStatus = (typeof MACHINE_STATUSES)[number];
export const ANDROID_TYPES = ["PHYSICAL", "EMULATOR", "RPI"] as const;
export type AndroidType = (typeof ANDROID_TYPES)[number];
export const TASK_STATUSES = ["SUCCESS", "NONE", "ERROR"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export interface MachineTaskWire {
  id: number;
  status: TaskStatus;
  time_update: string;
  app: { app_id: string; details: { name: string; image_src: string } };
  task: { type: string; other_params: { keyword?: string } };
}

export interface MachineParamsWire {
  serial: string;
  imei: string;
  build: string;
  rpi_path: string | null;
  rpi_id: string | null;
  rpi_folder: string | null;
  locale: string;
  tcp_ip_port_adb: string | null;
}

/** A row of GET /machines/list: the list's fields only (docs/api.md "Machines"). */
export interface MachineListWire {
  id: number;
  name_machine: string;
  account: string | null;
  recovery_login: string | null;
  status: MachineStatus;
  type_android: AndroidType;
  /** major version, 9–14 */
  version_android: number;
  /** the release string the device reports (assumed), e.g. "13.0.0_r67" */
  android_version: string;
  created: string;
  updated: string;
  /** null once the hosting server is deleted (assumed) */
  server_id: number | null;
  disk_id: number | null;
}

/** GET /machines/?name: the row plus what only the detail dialog shows. */
export interface MachineWire extends MachineListWire {
  params: MachineParamsWire;
  tasks: MachineTaskWire[];
}

export interface MachineTask {
  id: number;
  status: TaskStatus;
  timeUpdate: string;
  app: { appId: string; name: string; imageSrc: string };
  task: { type: string; keyword: string | null };
}

export interface MachineParams {
  serial: string;
  imei: string;
  build: string;
  rpiPath: string | null;
  rpiId: string | null;
  rpiFolder: string | null;
  locale: string;
  tcpIpPortAdb: string | null;
}

export interface Machine {
  id: number;
  nameMachine: string;
  account: string | null;
  recoveryLogin: string | null;
  status: MachineStatus;
  typeAndroid: AndroidType;
  versionAndroid: number;
  created: string;
  updated: string;
  serverId: number | null;
  diskId: number | null;
}

export interface MachineFull extends Machine {
  params: MachineParams;
  tasks: MachineTask[];
}

export interface MachineDetail {
  name: string;
  versionAndroid: number;
  androidVersion: string;
  account: string | null;
  status: MachineStatus;
  params: Pick<MachineParams, "serial" | "imei" | "build" | "rpiPath" | "rpiId" | "tcpIpPortAdb">;
  tasks: MachineTask[];
}

const toTask = (w: MachineTaskWire): MachineTask => ({
  id: w.id,
  status: w.status,
  timeUpdate: w.time_update,
  app: { appId: w.app.app_id, name: w.app.details.name, imageSrc: w.app.details.image_src },
  task: { type: w.task.type, keyword: w.task.other_params.keyword ?? null },
});

const toParams = (w: MachineParamsWire): MachineParams => ({
  serial: w.serial,
  imei: w.imei,
  build: w.build,
  rpiPath: w.rpi_path,
  rpiId: w.rpi_id,
  rpiFolder: w.rpi_folder,
  locale: w.locale,
  tcpIpPortAdb: w.tcp_ip_port_adb,
});

export const toMachineRow = (w: MachineListWire): Machine => ({
  id: w.id,
  nameMachine: w.name_machine,
  account: w.account,
  recoveryLogin: w.recovery_login,
  status: w.status,
  typeAndroid: w.type_android,
  versionAndroid: w.version_android,
  created: w.created,
  updated: w.updated,
  serverId: w.server_id,
  diskId: w.disk_id,
});

export const toMachineFull = (w: MachineWire): MachineFull => ({
  ...toMachineRow(w),
  params: toParams(w.params),
  tasks: w.tasks.map(toTask),
});

export const toMachineDetail = (w: MachineWire): MachineDetail => {
  const params = toParams(w.params);
  return {
    name: w.name_machine,
    versionAndroid: w.version_android,
    androidVersion: w.android_version,
    account: w.account,
    status: w.status,
    params: {
      serial: params.serial,
      imei: params.imei,
      build: params.build,
      rpiPath: params.rpiPath,
      rpiId: params.rpiId,
      tcpIpPortAdb: params.tcpIpPortAdb,
    },
    tasks: w.tasks.map(toTask),
  };
};

/** An adb-connected Raspberry Pi board (assumed fields: the API does not show them). */
export interface AdbRaspberryPiWire {
  id: number;
  rpi_id: string;
  ip: string;
  port: number;
  status: "ONLINE" | "OFFLINE";
  machines_count: number;
  last_seen: string;
}

export interface AdbRaspberryPi {
  id: number;
  rpiId: string;
  ip: string;
  port: number;
  status: "ONLINE" | "OFFLINE";
  machinesCount: number;
  lastSeen: string;
}

export const toAdbRaspberryPi = (w: AdbRaspberryPiWire): AdbRaspberryPi => ({
  id: w.id,
  rpiId: w.rpi_id,
  ip: w.ip,
  port: w.port,
  status: w.status,
  machinesCount: w.machines_count,
  lastSeen: w.last_seen,
});
