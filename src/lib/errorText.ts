import { ApiError } from "@/api/apiError";

/** The server's words when it sent any, else the request layer's message; an empty text counts as none. */
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
