import { ApiError } from "@/api/errors";

/** The server's own words when it sent any, otherwise the request layer's message. */
export const errorText = (error: unknown): string | undefined => {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : undefined;
};

/** 422 field errors, already under the form's names (the client renames the wire keys). */
export const fieldErrorsOf = (error: unknown): Record<string, string> | undefined =>
  error instanceof ApiError ? error.fieldErrors : undefined;
