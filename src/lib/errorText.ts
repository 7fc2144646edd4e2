import { ApiError } from "@/api/apiError";

/**
 * An error shows the server's own words when it sent any, otherwise the request layer's message
 * (network, timeout). An empty text counts as none, so the caller's fallback stands in rather than
 * an empty toast or alert.
 */
export function errorText(error: unknown): string | undefined;
export function errorText(error: unknown, fallback: string): string;
export function errorText(error: unknown, fallback?: string): string | undefined {
  if (error instanceof ApiError) return error.serverMessage || error.message || fallback;
  if (error instanceof Error) return error.message || fallback;
  return fallback;
}

/** 422 field errors, already under the form's names (the client renames the wire keys); none when empty. */
export const fieldErrorsOf = (error: unknown): Record<string, string> | undefined =>
  error instanceof ApiError && error.fieldErrors && Object.keys(error.fieldErrors).length > 0
    ? error.fieldErrors
    : undefined;
