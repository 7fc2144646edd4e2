import type { SmsCountryWire, SmsServiceWire } from "@/api/types/sms";
import { seededLocaleId } from "./locales";
import { table } from "./table";

type SmsServiceRecord = SmsServiceWire;
type SmsCountryRecord = SmsCountryWire;

const SERVICE_SEED: readonly SmsServiceRecord[] = [
  {
    id: 1,
    name: "SMS Relay",
    url: "https://api.smsrelay.example.com/v1",
    api_key: "sr_live_4f9a2c7d81e0b653",
    is_active: true,
    priority: 0,
  },
  {
    id: 2,
    name: "NumberBay",
    url: "https://numberbay.example.net/stubs/handler_api.php",
    api_key: "nb_2d77e0c4a91f",
    is_active: true,
    priority: 1,
  },
  {
    id: 3,
    name: "CodeCatcher",
    url: "https://api.codecatcher.example.org",
    api_key: "cc_0b51f6e2d3a4c789",
    is_active: true,
    priority: 2,
  },
  {
    id: 4,
    name: "PhoneGrid",
    url: "https://phonegrid.example.com/api",
    api_key: "pg_a8c3e1f0",
    is_active: false,
    priority: 5,
  },
];

/** [service, country, the provider's marker, locale country, locale language, active] */
type CountrySeed = readonly [number, string, string, string, string, boolean];
const COUNTRY_SEED: readonly CountrySeed[] = [
  [1, "US", "187", "us", "en", true],
  [1, "GB", "16", "gb", "en", true],
  [1, "DE", "43", "de", "de", true],
  [1, "PL", "15", "pl", "pl", true],
  [1, "UA", "1", "ua", "uk", false],
  [2, "US", "us", "us", "en", true],
  [2, "GB", "uk", "gb", "en", true],
  [2, "FR", "fr", "fr", "fr", true],
  [2, "BR", "br", "br", "pt", true],
  [3, "US", "1", "us", "en", true],
  [3, "PL", "48", "pl", "pl", true],
  [3, "UA", "380", "ua", "uk", true],
  [4, "DE", "de", "de", "de", true],
  [4, "NL", "nl", "nl", "nl", true],
  [4, "SE", "se", "se", "sv", false],
];

/** Numbers are seeded from this list, not from the table, so edits never reshape that seed. */
export const SEEDED_SMS_COUNTRIES: readonly { serviceId: number; country: string }[] = COUNTRY_SEED.map(
  ([serviceId, country]) => ({
    serviceId,
    country,
  }),
);

export const smsServices = table<SmsServiceRecord, "id">({
  name: "sms-services",
  version: 1,
  key: "id",
  seed: () => SERVICE_SEED.map((s) => ({ ...s })),
});

export const smsCountries = table<SmsCountryRecord, "id">({
  name: "sms-countries",
  version: 1,
  key: "id",
  seed: () =>
    COUNTRY_SEED.map(([serviceId, country, marker, localeCountry, localeLanguage, active], i) => ({
      id: i + 1,
      service_id: serviceId,
      country_code: country,
      marker,
      locale: seededLocaleId(localeCountry, localeLanguage),
      is_active: active,
    })),
});

export const nextSmsServiceId = (): number => Math.max(0, ...smsServices.all().map((s) => s.id)) + 1;
export const nextSmsCountryId = (): number => Math.max(0, ...smsCountries.all().map((c) => c.id)) + 1;
