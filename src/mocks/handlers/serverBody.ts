import { TEMP_DISK_ID_OFFSET, TEXT_LIMITS } from "@/config";
import type { DiskWire, ServerType } from "@/api/types/servers";
import { freeRaspberryPiIds, nextDiskId, RPI_BOARDS, type ServerRecord } from "../db/servers";
import type { FieldErrors } from "../wire";
import { checkLengths, flag, hasErrors, numberOrNull, record, records, text, textOrNull, type Body } from "./fleetBody";

/** The server form's validation and the disk id rule, as the mock enforces them. */
const SERVER_MESSAGES = {
  nameRequired: "Name is required",
  typeInvalid: "Type must be RASPBERRY_PI or DEDIK",
  ipInvalid: "IP must be four dot-separated numbers from 0 to 255, e.g. 203.0.113.7",
  updateLinkRequired: "Update link is required",
  updateLinkInvalid: "Update link must start with http://, https:// or {host}",
  identifierRequired: "Identifier is required",
  identifierUnknown: "Unknown Raspberry Pi identifier",
  identifierTaken: "Identifier is already used by another server",
  identifierLocked: "Identifier cannot be changed",
  diskNameRequired: "Disk name is required",
  diskRange: "Maximum must not be less than minimum",
} as const;

const OCTET = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IP_PATTERN = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
const LINK_PATTERN = /^(https?:\/\/|\{host\})/;
const CREATABLE: readonly ServerType[] = ["RASPBERRY_PI", "DEDIK"];

/** docs/api.md "Text and number limits". */
const SERVER_NUMBER_MAX = 100_000;

const count = (body: Body, key: string): number => Math.max(0, Math.floor(numberOrNull(body, key) ?? 0));

/** A stored disk of this server keeps its id; a null, temporary (10000+) or foreign id gets a new one below 10000. */
const readDisks = (body: Body, existing: ServerRecord | undefined, errors: FieldErrors): DiskWire[] => {
  const own = new Set(existing?.disks.map((d) => d.id) ?? []);
  let next = nextDiskId();
  return records(body, "disks").map((disk, i): DiskWire => {
    const sent = numberOrNull(disk, "id");
    const keep = sent !== null && sent < TEMP_DISK_ID_OFFSET && own.has(sent);
    const min = count(disk, "count_machine_min");
    const max = count(disk, "count_machine_max");
    if (!text(disk, "name")) errors[`disks.${i}.name`] = SERVER_MESSAGES.diskNameRequired;
    else if (text(disk, "name").length > TEXT_LIMITS.name)
      errors[`disks.${i}.name`] = `Must have at most ${TEXT_LIMITS.name} characters`;
    if (max < min) errors[`disks.${i}.count_machine_max`] = SERVER_MESSAGES.diskRange;
    for (const key of ["count_machine_min", "count_machine_max", "start_machine"]) {
      if (count(disk, key) > SERVER_NUMBER_MAX) errors[`disks.${i}.${key}`] = `Must be at most ${SERVER_NUMBER_MAX}`;
    }
    return {
      id: keep ? sent : next++,
      name: text(disk, "name"),
      count_machine_min: min,
      count_machine_max: max,
      start_machine: Math.max(1, count(disk, "start_machine")),
      count_machine: 0,
    };
  });
};

type ServerReading = { server: Omit<ServerRecord, "id"> } | { errors: FieldErrors };

/** The full server object of POST /servers/add and PUT /servers/update. */
export const readServer = (body: Body, existing?: ServerRecord): ServerReading => {
  const errors: FieldErrors = {};
  const name = text(body, "name");
  if (!name) errors.name = SERVER_MESSAGES.nameRequired;

  const type = text(body, "type") as ServerType;
  if (!CREATABLE.includes(type)) errors.type = SERVER_MESSAGES.typeInvalid;

  const ip = textOrNull(body, "ip");
  const params = record(body, "server_params");
  const updateLink = text(params, "update_link");
  if (type === "DEDIK") {
    if (!ip || !IP_PATTERN.test(ip)) errors.ip = SERVER_MESSAGES.ipInvalid;
    if (!updateLink) errors["server_params.update_link"] = SERVER_MESSAGES.updateLinkRequired;
    else if (!LINK_PATTERN.test(updateLink)) errors["server_params.update_link"] = SERVER_MESSAGES.updateLinkInvalid;
  }

  const identifier = textOrNull(body, "identifier");
  if (type === "RASPBERRY_PI") {
    const locked = existing?.type === "RASPBERRY_PI" ? existing.identifier : null;
    if (locked && identifier && identifier !== locked) errors.identifier = SERVER_MESSAGES.identifierLocked;
    else if (!identifier) errors.identifier = SERVER_MESSAGES.identifierRequired;
    else if (!RPI_BOARDS.includes(identifier)) errors.identifier = SERVER_MESSAGES.identifierUnknown;
    else if (!freeRaspberryPiIds(existing?.id).includes(identifier))
      errors.identifier = SERVER_MESSAGES.identifierTaken;
  }

  const disks = readDisks(body, existing, errors);
  for (const key of ["task_in_queue", "time_to_bootloop", "time_between_start"]) {
    if ((numberOrNull(params, key) ?? 0) > SERVER_NUMBER_MAX)
      errors[`server_params.${key}`] = `Must be at most ${SERVER_NUMBER_MAX}`;
  }
  checkLengths(errors, body, {
    name: TEXT_LIMITS.name,
    identifier: TEXT_LIMITS.name,
    ip: TEXT_LIMITS.name,
    description: TEXT_LIMITS.text,
    "server_params.version_bot": TEXT_LIMITS.name,
    "server_params.version_script": TEXT_LIMITS.name,
    "server_params.update_link": TEXT_LIMITS.url,
  });
  if (hasErrors(errors)) return { errors };
  return {
    server: {
      name,
      identifier,
      ip,
      description: text(body, "description"),
      type,
      disks,
      server_params: {
        reboot: flag(params, "reboot", false),
        task_in_queue: count(params, "task_in_queue"),
        time_to_bootloop: count(params, "time_to_bootloop"),
        time_between_start: count(params, "time_between_start"),
        version_bot: text(params, "version_bot"),
        version_script: text(params, "version_script"),
        update_link: updateLink,
      },
    },
  };
};
