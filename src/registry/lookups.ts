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

/**
 * Reads with no page of their own (choices, names, details), served by the data provider like any
 * area. Apart from the registry: only the signed-in shell's data provider needs them, so their
 * endpoint code stays out of the sign-in screen's bundle.
 */
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
