import { ApiError, MESSAGES } from "@/api/apiError";
import { ROUTES } from "@/api/redirect";

export type StatusMarker = "banned" | "new_user";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** Markers in `status`/`user_status`: lowercase words only (a user's own status is upper case). */
export const detectMarker = (body: unknown): StatusMarker | null => {
  if (!isRecord(body)) return null;
  for (const value of [body.status, body.user_status]) {
    if (value === "banned" || value === "new_user") return value;
  }
  return null;
};

export const MARKER_ROUTES: Record<StatusMarker, string> = { banned: ROUTES.banned, new_user: ROUTES.newUser };
const MARKER_MESSAGES: Record<StatusMarker, string> = { banned: MESSAGES.banned, new_user: MESSAGES.newUser };

export const markerError = (marker: StatusMarker, status?: number): ApiError =>
  new ApiError(MARKER_MESSAGES[marker], { kind: "marker", status, code: marker });
