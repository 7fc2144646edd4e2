import { ApiError } from "@/api/apiError";

/**
 * A save that got no answer: "unreachable" when it was never sent (open breaker, offline),
 * "uncertain" when it was sent and may have been stored before the answer was lost. Any answer from
 * the server, an error included, is certain.
 */
export type SaveOutcome = "unreachable" | "uncertain";

export const saveOutcomeOf = (error: unknown): SaveOutcome | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  if (error.kind === "circuit" || error.kind === "offline") return "unreachable";
  if (error.kind === "network" || error.kind === "timeout") return "uncertain";
  return undefined;
};
