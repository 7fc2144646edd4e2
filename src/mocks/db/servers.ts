import type { ServerParamsWire, ServerType, ServerWire } from "@/api/types/servers";
import { createRng, type Rng } from "./random";
import { pad } from "./fleetSeed";
import { table } from "./table";

/** The fleet's layout as a pure function of a fixed seed, so servers, machines and proxies derive it independently. */
export interface DiskPlan {
  id: number;
  serverId: number;
  index: number;
  name: string;
  machines: number;
  /** number of the disk's first machine on the server */
  start: number;
  min: number;
  max: number;
}

export interface ServerPlan {
  id: number;
  name: string;
  prefix: string;
  type: ServerType;
  identifier: string | null;
  ip: string | null;
  description: string;
  disks: DiskPlan[];
  params: ServerParamsWire;
}

export const MACHINE_COUNT = 400;
/** Every adb board the fleet knows; the ones no server uses are offered for new servers. */
export const RPI_BOARDS: readonly string[] = Array.from({ length: 10 }, (_, i) => `rpi-${pad(i + 1, 2)}`);
export const LATEST_VERSIONS = { bot: "2.15.0", script: "1.9.1" } as const;
export const updateLinkFor = (versionBot: string): string =>
  `https://updates.fleet.example.com/bot/${versionBot}/bot.apk`;

const TYPE_PATTERN: readonly ServerType[] = [
  "RASPBERRY_PI",
  "RASPBERRY_PI",
  "DEDIK",
  "RASPBERRY_PI",
  "DEDIK",
  "RASPBERRY_PI",
  "RASPBERRY_PI",
  "DEDIK",
  "RASPBERRY_PI",
  "DEDIK",
  "RASPBERRY_PI",
  "DEDIK",
];
const RPI_SITES = ["kyiv", "lviv", "warsaw"] as const;
const DATA_CENTERS = ["fra", "waw", "ams"] as const;
const RPI_NOTES = [
  "Samsung A-series shelf, powered USB hubs",
  "Pixel and Xiaomi mix, rack 2",
  "Budget phones for install runs",
  "Shelf by the window: watch the temperature",
] as const;
const DEDIK_NOTES = [
  "Emulator host, 64 GB RAM",
  "Emulator host, NVMe only",
  "Spare capacity for campaign peaks",
] as const;

const params = (rng: Rng): ServerParamsWire => {
  const versionBot = rng.pick(["2.13.4", "2.14.0", "2.14.3", LATEST_VERSIONS.bot]);
  return {
    reboot: rng.chance(0.3),
    task_in_queue: rng.int(0, 40),
    time_to_bootloop: rng.pick([5, 10, 15, 20]),
    time_between_start: rng.pick([15, 30, 45, 60]),
    version_bot: versionBot,
    version_script: rng.pick(["1.8.0", "1.8.2", "1.9.0", LATEST_VERSIONS.script]),
    update_link: updateLinkFor(versionBot),
  };
};

const planServers = (): ServerPlan[] => {
  const rng = createRng("fleet-layout@1");
  const boards = rng.shuffle(RPI_BOARDS);
  let piCount = 0;
  let dedikCount = 0;
  const servers = TYPE_PATTERN.map((type, i): ServerPlan => {
    const id = i + 1;
    if (type === "RASPBERRY_PI") {
      piCount += 1;
      const identifier = boards[piCount - 1] ?? `rpi-${pad(piCount, 2)}`;
      return {
        id,
        type,
        identifier,
        prefix: identifier,
        name: `pi-${RPI_SITES[piCount % RPI_SITES.length]}-${pad(piCount, 2)}`,
        ip: `10.20.${id}.1`,
        description: rng.pick(RPI_NOTES),
        disks: [],
        params: params(rng),
      };
    }
    dedikCount += 1;
    const name = `ded-${DATA_CENTERS[dedikCount % DATA_CENTERS.length]}-${pad(dedikCount, 2)}`;
    return {
      id,
      type,
      name,
      prefix: name,
      identifier: null,
      ip: `${rng.pick(["192.0.2", "198.51.100", "203.0.113"])}.${rng.int(10, 250)}`,
      description: rng.pick(DEDIK_NOTES),
      disks: [],
      params: params(rng),
    };
  });

  // Emulator hosts carry about twice the machines of a USB-hub disk.
  const weights: { server: ServerPlan; weight: number }[] = [];
  for (const server of servers) {
    const diskCount = rng.int(1, 4);
    for (let d = 0; d < diskCount; d += 1) {
      weights.push({ server, weight: (server.type === "DEDIK" ? 2 : 1) * (0.7 + rng.next() * 0.6) });
    }
  }
  const total = weights.reduce((sum, w) => sum + w.weight, 0);
  const counts = weights.map((w) => Math.max(1, Math.floor((MACHINE_COUNT * w.weight) / total)));
  for (let i = 0; counts.reduce((a, b) => a + b, 0) < MACHINE_COUNT; i = (i + 1) % counts.length)
    counts[i] = (counts[i] ?? 0) + 1;

  let diskId = 0;
  weights.forEach(({ server }, i) => {
    const machines = counts[i] ?? 1;
    const previous = server.disks.at(-1);
    const index = server.disks.length + 1;
    diskId += 1;
    server.disks.push({
      id: diskId,
      serverId: server.id,
      index,
      name: server.type === "DEDIK" ? `nvme${index - 1}` : `hub-${index}`,
      machines,
      start: previous ? previous.start + previous.machines : 1,
      min: Math.max(1, machines - rng.int(2, 6)),
      max: machines + rng.int(0, 6),
    });
  });
  return servers;
};

let layout: ServerPlan[] | null = null;
export const fleetLayout = (): readonly ServerPlan[] => (layout ??= planServers());

/** Stored servers keep the wire shape; count_machine is recounted from machines on every answer. */
export type ServerRecord = ServerWire;

export const servers = table<ServerRecord, "id">({
  name: "servers",
  version: 1,
  key: "id",
  seed: () =>
    fleetLayout().map((plan) => ({
      id: plan.id,
      name: plan.name,
      identifier: plan.identifier,
      ip: plan.ip,
      description: plan.description,
      type: plan.type,
      disks: plan.disks.map((d) => ({
        id: d.id,
        name: d.name,
        count_machine_min: d.min,
        count_machine_max: d.max,
        start_machine: d.start,
        count_machine: d.machines,
      })),
      server_params: { ...plan.params },
    })),
});

export const nextDiskId = (): number => Math.max(0, ...servers.all().flatMap((s) => s.disks.map((d) => d.id ?? 0))) + 1;

export const nextServerId = (): number => Math.max(0, ...servers.all().map((s) => s.id)) + 1;

/** Boards not used by any server: what a new Raspberry Pi server may choose. */
export const freeRaspberryPiIds = (exceptServerId?: number): string[] => {
  const used = new Set(
    servers.filter((s) => s.id !== exceptServerId && s.type === "RASPBERRY_PI").map((s) => s.identifier),
  );
  return RPI_BOARDS.filter((id) => !used.has(id));
};
