import { ApiError } from "@/api/errors";
import { errorText } from "@/lib/errorText";
import type { FormSpec } from "@/registry/types";

/** A form's own failure texts: the server's words, else `noReason`, or `unknown` for a non-API failure; null: none. */
export const failureReason = (
  error: unknown,
  texts: FormSpec["texts"] = {},
): { key: string } | { text: string } | null => {
  if (!texts.noReason) return null;
  if (!(error instanceof ApiError)) return { key: texts.unknown ?? texts.noReason };
  return error.serverMessage ? { text: error.serverMessage } : { key: texts.noReason };
};

export const failureLine = (
  error: unknown,
  texts: FormSpec["texts"],
  t: (key: string) => string,
  fallback: string,
): string => {
  const reason = failureReason(error, texts);
  if (!reason) return errorText(error, fallback);
  return "key" in reason ? t(reason.key) : reason.text;
};
