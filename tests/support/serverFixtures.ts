import type { Server, ServerInput } from "@/api/types/servers";

/** A valid dialog value for each server type; tests spoil one field at a time. */
export const dedikInput = (overrides: Partial<ServerInput> = {}): ServerInput => ({
  name: "ded-test-01",
  identifier: null,
  ip: "203.0.113.77",
  description: "Emulator host added by a test",
  type: "DEDIK",
  disks: [
    { id: 10_000, name: "nvme0", countMachineMin: 10, countMachineMax: 20, startMachine: 1, countMachine: 0 },
    { id: 10_001, name: "nvme1", countMachineMin: 5, countMachineMax: 15, startMachine: 21, countMachine: 0 },
  ],
  serverParams: {
    reboot: false,
    taskInQueue: 5,
    timeToBootloop: 10,
    timeBetweenStart: 30,
    versionBot: "2.14.3",
    versionScript: "1.9.0",
    updateLink: "https://updates.fleet.example.com/bot/2.14.3/bot.apk",
  },
  ...overrides,
});

export const piInput = (identifier: string | null, overrides: Partial<ServerInput> = {}): ServerInput =>
  dedikInput({ name: "pi-test-01", type: "RASPBERRY_PI", identifier, ip: null, ...overrides });

export const asInput = (server: Server): ServerInput => ({ ...server });
