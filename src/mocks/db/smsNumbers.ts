import type { SmsMessageStatus, SmsMessageWire, SmsNumberStatus, SmsNumberWire } from "@/api/types/sms";
import { daysAgo, minutesAfter, minutesAgo, numericCode } from "./fleetSeed";
import { MACHINE_COUNT } from "./servers";
import { SEEDED_SMS_COUNTRIES } from "./sms";
import type { Rng } from "./random";
import { table } from "./table";

type SmsNumberRecord = SmsNumberWire;
type SmsMessageRecord = SmsMessageWire;

const SMS_NUMBER_COUNT = 1000;
const SMS_MESSAGE_COUNT = 240;
const WAITING_MINUTES = 20;
const CODE_MINUTES = 10;
const RECEIVED_MINUTES = 60;

/** Numbering plans that look real without being anyone's number (555 and drama ranges). */
const PHONE_FORMATS: Record<string, (rng: Rng) => string> = {
  US: (rng) => `+1${rng.pick(["201", "312", "415", "512", "646", "702"])}555${numericCode(rng, 4)}`,
  GB: (rng) => `+447700900${numericCode(rng, 3)}`,
  DE: (rng) => `+4915${rng.int(1, 7)}${numericCode(rng, 8)}`,
  PL: (rng) => `+48${rng.pick(["5", "6", "7"])}${numericCode(rng, 8)}`,
  UA: (rng) => `+380${rng.pick(["50", "63", "67", "73", "93"])}${numericCode(rng, 7)}`,
  FR: (rng) => `+336${numericCode(rng, 8)}`,
  BR: (rng) => `+55119${numericCode(rng, 8)}`,
  NL: (rng) => `+316${numericCode(rng, 8)}`,
  SE: (rng) => `+4670${numericCode(rng, 7)}`,
};

const phoneFor = (rng: Rng, country: string): string => (PHONE_FORMATS[country] ?? PHONE_FORMATS.US)(rng);

const seedNumbers = (rng: Rng): SmsNumberRecord[] => {
  const taken = new Set<string>();
  return Array.from({ length: SMS_NUMBER_COUNT }, (_, i): SmsNumberRecord => {
    const { serviceId, country } = rng.pick(SEEDED_SMS_COUNTRIES);
    let phone = phoneFor(rng, country);
    while (taken.has(phone)) phone = phoneFor(rng, country);
    taken.add(phone);
    const status = rng.weighted<SmsNumberStatus>([
      ["WAITING", 15],
      ["RECEIVED", 25],
      ["FINISHED", 50],
      ["CANCELLED", 10],
    ]);
    // A number waits minutes for its code, not days: a waiting one was taken in the last 20 minutes,
    // one whose code came and is not used up yet in the last hour; the finished ones go back 90 days.
    const timeCreate =
      status === "WAITING"
        ? minutesAgo(rng, WAITING_MINUTES)
        : status === "RECEIVED"
          ? minutesAgo(rng, RECEIVED_MINUTES)
          : daysAgo(rng, 90);
    const codes =
      status === "RECEIVED" || status === "FINISHED"
        ? Array.from({ length: rng.chance(0.2) ? 2 : 1 }, () => ({
            code: numericCode(rng, 6),
            machine_id: rng.int(1, MACHINE_COUNT),
            created_at: minutesAfter(rng, timeCreate, CODE_MINUTES, 1),
          })).sort((a, b) => a.created_at.localeCompare(b.created_at))
        : [];
    return {
      id: i + 1,
      phone,
      codes,
      status,
      country,
      service_id: serviceId,
      time_create: timeCreate,
      time_update: codes.at(-1)?.created_at ?? minutesAfter(rng, timeCreate, WAITING_MINUTES),
    };
  });
};

export const smsNumbers = table<SmsNumberRecord, "id">({
  name: "sms-numbers",
  version: 2,
  key: "id",
  seed: seedNumbers,
});

const TEXTS = [
  (code: string) => `G-${code} is your Google verification code.`,
  (code: string) => `Your verification code is ${code}`,
  (code: string) => `${code} is your confirmation code. Do not share it with anyone.`,
] as const;

// Numbers have no write call, so reading their table keeps this seed stable.
const seedMessages = (rng: Rng): SmsMessageRecord[] => {
  const numbers = smsNumbers.all();
  return Array.from({ length: SMS_MESSAGE_COUNT }, (_, i): SmsMessageRecord => {
    const number = rng.pick(numbers);
    const status = rng.weighted<SmsMessageStatus>([
      ["PENDING", 20],
      ["RECEIVED", 70],
      ["CANCELLED", 10],
    ]);
    return {
      id: i + 1,
      phone: number.phone,
      service_id: number.service_id,
      text: status === "RECEIVED" ? rng.pick(TEXTS)(numericCode(rng, 6)) : null,
      status,
      created_at: daysAgo(rng, status === "PENDING" ? 1 : 14),
    };
  }).sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id - b.id);
};

export const smsMessages = table<SmsMessageRecord, "id">({
  name: "sms-messages",
  version: 1,
  key: "id",
  seed: seedMessages,
});
