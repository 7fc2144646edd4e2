import { parseNumberText } from "@/lib/numberText";
import {
  SELECTABLE_SERVER_TYPES,
  isTemporaryDiskId,
  nextTemporaryDiskId,
  type Disk,
  type Server,
  type ServerInput,
  type ServerType,
} from "@/api/types/servers";

/** NumberField hands back cleaned text; stored values arrive as numbers. */
export type NumberText = string | number;

/** Whole, not negative, and of a sane size (assumed, docs/api.md). */
export const SERVER_NUMBER_LIMITS = { integer: true, min: 0, max: 100_000 } as const;

export interface DiskFormValue {
  id: number;
  name: string;
  countMachineMin: NumberText;
  countMachineMax: NumberText;
  startMachine: NumberText;
  countMachine: number;
}

export type ServerFormValues = {
  type: ServerType;
  name: string;
  identifier: string | null;
  ip: string;
  description: string;
  disks: DiskFormValue[];
  serverParams: {
    reboot: boolean;
    taskInQueue: NumberText;
    timeToBootloop: NumberText;
    timeBetweenStart: NumberText;
    versionBot: string;
    versionScript: string;
    updateLink: string;
  };
};

export type ServerOrigin = Pick<Server, "id" | "type" | "identifier"> | null;

export const originOf = (server: Pick<Server, "id" | "type" | "identifier"> | undefined): ServerOrigin =>
  server ? { id: server.id, type: server.type, identifier: server.identifier } : null;

const isExistingServer = (origin: ServerOrigin): origin is NonNullable<ServerOrigin> =>
  origin !== null && typeof origin.id === "number" && origin.id > 0;

/** PHONES exists in the enum but is never a choice, whatever the API lists (SRV-2). */
export const selectableTypes = (types: readonly string[]): ServerType[] =>
  types.filter((t): t is ServerType => SELECTABLE_SERVER_TYPES.includes(t as ServerType));

export const emptyServerValues = (type: ServerType): ServerFormValues => ({
  type,
  name: "",
  identifier: null,
  ip: "",
  description: "",
  disks: [],
  serverParams: {
    reboot: false,
    taskInQueue: "",
    timeToBootloop: "",
    timeBetweenStart: "",
    versionBot: "",
    versionScript: "",
    updateLink: "",
  },
});

export const toFormValues = (server: Server): ServerFormValues => ({
  type: server.type,
  name: server.name,
  identifier: server.identifier,
  ip: server.ip ?? "",
  description: server.description,
  disks: server.disks.map((d) => ({ ...d })),
  serverParams: { ...server.serverParams },
});

/** A type change starts the form over (SRV-6); a stored Raspberry Pi keeps its locked board. */
export const resetForType = (type: ServerType, origin: ServerOrigin): ServerFormValues => {
  const values = emptyServerValues(type);
  if (isExistingServer(origin) && origin.type === type && type === "RASPBERRY_PI")
    values.identifier = origin.identifier;
  return values;
};

/** Once a server exists its identifier is locked (SRV-9). */
export const isIdentifierLocked = (origin: ServerOrigin): boolean => isExistingServer(origin) && !!origin.identifier;

/** Stored disks (id below 10000) keep their names on an existing server. */
export const isDiskNameLocked = (diskId: number, existing: boolean): boolean => existing && !isTemporaryDiskId(diskId);

export const canRemoveDisk = (diskId: number, existing: boolean): boolean => !existing || isTemporaryDiskId(diskId);

/** Numbered on after the last disk's machines. */
export const newDisk = (disks: readonly DiskFormValue[]): DiskFormValue => {
  const nextStart = disks.reduce((start, d) => {
    const end = (toCount(d.startMachine) || 1) + toCount(d.countMachineMax);
    return Math.max(start, end);
  }, 1);
  return {
    id: nextTemporaryDiskId(disks),
    name: "",
    countMachineMin: 0,
    countMachineMax: 0,
    startMachine: nextStart,
    countMachine: 0,
  };
};

const toCount = (value: NumberText | null | undefined): number => {
  if (typeof value === "number") return value;
  return parseNumberText(value ?? "") ?? 0;
};

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** A locked identifier is sent as stored. */
export const toServerInput = (values: ServerFormValues, origin: ServerOrigin): ServerInput => {
  const locked = isIdentifierLocked(origin) && origin?.type === values.type ? origin.identifier : null;
  const identifier = values.type === "RASPBERRY_PI" ? (locked ?? blankToNull(values.identifier)) : null;
  const disks: Disk[] = values.disks.map((d) => ({
    id: d.id,
    name: d.name.trim(),
    countMachineMin: toCount(d.countMachineMin),
    countMachineMax: toCount(d.countMachineMax),
    startMachine: toCount(d.startMachine),
    countMachine: d.countMachine,
  }));
  const p = values.serverParams;
  return {
    id: isExistingServer(origin) ? origin.id : null,
    type: values.type,
    name: values.name.trim(),
    identifier,
    ip: blankToNull(values.ip),
    description: values.description.trim(),
    disks,
    serverParams: {
      reboot: p.reboot,
      taskInQueue: toCount(p.taskInQueue),
      timeToBootloop: toCount(p.timeToBootloop),
      timeBetweenStart: toCount(p.timeBetweenStart),
      versionBot: p.versionBot.trim(),
      versionScript: p.versionScript.trim(),
      updateLink: p.updateLink.trim(),
    },
  };
};

const IP_PATTERN = /^\d{1,3}(\.\d{1,3}){3}$/;
/** An IPv4 address: each of the four groups is a number from 0 to 255. */
const isIpv4 = (ip: string): boolean => IP_PATTERN.test(ip) && ip.split(".").every((octet) => Number(octet) <= 255);
// DEDIK: http(s):// or {host}, which the bot fills with its server's address (SRV-8).
const UPDATE_LINK_PATTERN = /^(https?:\/\/|\{host\})/;

export const nameError = (name: string | null | undefined): string | null =>
  (name ?? "").trim() ? null : "servers.validation.name_required";

export const ipError = (type: ServerType, ip: string | null | undefined): string | null =>
  type !== "DEDIK" || isIpv4((ip ?? "").trim()) ? null : "servers.validation.ip_invalid";

export const updateLinkError = (type: ServerType, link: string | null | undefined): string | null => {
  if (type !== "DEDIK") return null;
  const value = (link ?? "").trim();
  if (!value) return "servers.validation.update_link_required";
  return UPDATE_LINK_PATTERN.test(value) ? null : "servers.validation.update_link_invalid";
};

export const identifierError = (type: ServerType, identifier: string | null | undefined): string | null =>
  type !== "RASPBERRY_PI" || (identifier ?? "").trim() ? null : "servers.validation.identifier_required";

export const diskNameError = (name: string | null | undefined): string | null =>
  (name ?? "").trim() ? null : "servers.validation.disk_name_required";

export const diskRangeError = (
  min: NumberText | null | undefined,
  max: NumberText | null | undefined,
): string | null => (toCount(max) < toCount(min) ? "servers.validation.disk_range" : null);
