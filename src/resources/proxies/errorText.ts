import { ApiError } from "@/api/errors";

/**
 * Spec §8: proxy errors show the server's message when the failure is an Error; the request
 * layer's own text (network, timeout) stands in when the server said nothing.
 */
export const errorText = (error: unknown, fallback: string): string => {
  if (error instanceof ApiError) return error.serverMessage || error.message || fallback;
  if (error instanceof Error) return error.message || fallback;
  return fallback;
};

export const fieldErrorsOf = (error: unknown): Record<string, string> | undefined =>
  error instanceof ApiError && error.fieldErrors && Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : undefined;
