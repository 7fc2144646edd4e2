import { ApiError } from "@/api/apiError";

/** "unreachable": never sent; "uncertain": sent, and may have been stored before the answer was lost. */
export type SaveOutcome = "unreachable" | "uncertain";

export const saveOutcomeOf = (error: unknown): SaveOutcome | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  if (error.kind === "circuit" || error.kind === "offline") return "unreachable";
  if (error.kind === "network" || error.kind === "timeout") return "uncertain";
  return undefined;
};
