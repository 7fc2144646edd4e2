import { toast } from "@/providers/notification";

/**
 * Spec §8: a failed machines fetch (list, detail or boards) is logged and shown as an error
 * toast with the translated `machines.error.fetch` text. The key keeps repeated failures of
 * the same call in one toast instead of stacking copies.
 */
export const reportFetchFailure = (what: string, error: unknown, t: (key: string) => string): void => {
  console.error(`machines: ${what} failed`, error);
  toast("error", t("machines.error.fetch"), undefined, undefined, `machines-fetch-${what}`);
};
