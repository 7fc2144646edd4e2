import type { LookupDeclaration } from "./types";
import { machineLookups } from "./machines/lookups";
import { serverLookups } from "./servers/lookups";
import { smsLookups } from "./sms/lookups";
import { localeLookups } from "./locales/lookups";
import { profileLookups } from "@/components/profile/lookups";
import { keywordLookups } from "./keywords/lookups";
import { appLookups } from "./apps/lookups";
import { accountLookups } from "./accounts/lookups";
import { apiKeyLookup } from "./bot-api/lookups";
import { campaignLookups } from "./campaigns/lookups";
import { statisticLookups } from "./statistic/lookups";

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
