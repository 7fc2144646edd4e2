import { describe, expect, it } from "vitest";
import { detectMarker, markerError } from "@/api/markers";
import { offlineError } from "@/api/offline";
import { MESSAGES } from "@/api/errors";

describe("status markers", () => {
  it("finds banned or new_user in status or user_status, exactly", () => {
    expect(detectMarker({ status: "banned" })).toBe("banned");
    expect(detectMarker({ user_status: "new_user" })).toBe("new_user");
    expect(detectMarker({ status: "BANNED" })).toBeNull();
    expect(detectMarker({ status: "ACTIVE" })).toBeNull();
    expect(detectMarker("banned")).toBeNull();
    expect(detectMarker(null)).toBeNull();
  });

  it("rejects with the texts of ERR-8", () => {
    expect(markerError("banned").message).toBe("User is banned");
    expect(markerError("new_user").message).toBe("New user setup required");
    expect(markerError("banned", 403).status).toBe(403);
  });
});

describe("offline gate", () => {
  it("rejects when offline unless bypassed", () => {
    expect(offlineError(undefined, true)?.message).toBe(MESSAGES.offline);
    expect(offlineError(true, true)).toBeNull();
    expect(offlineError(undefined, false)).toBeNull();
  });
});
