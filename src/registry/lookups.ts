import type { LookupDeclaration } from "./types";
import { machineLookups } from "@/registry/lookups/machines";
import { serverLookups } from "@/registry/lookups/servers";
import { smsLookups } from "@/registry/lookups/sms";
import { localeLookups } from "@/registry/lookups/locales";
import { profileLookups } from "@/registry/lookups/profile";
import { keywordLookups } from "@/registry/lookups/keywords";
import { appLookups } from "@/registry/lookups/apps";
import { accountLookups } from "@/registry/lookups/accounts";
import { apiKeyLookup } from "@/registry/lookups/bot-api";
import { campaignLookups } from "@/registry/lookups/campaigns";
import { statisticLookups } from "@/registry/lookups/statistic";

/** Reads with no page of their own; kept apart from the registry so the sign-in bundle does not carry them. */
export const lookups: LookupDeclaration[] = [
  ...machineLookups,
  ...serverLookups,
  ...smsLookups,
  ...localeLookups,
  ...appLookups,
  ...keywordLookups,
  ...accountLookups,
  apiKeyLookup,
  ...campaignLookups,
  ...statisticLookups,
  ...profileLookups,
];
