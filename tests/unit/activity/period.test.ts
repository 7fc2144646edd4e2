import { describe, expect, it } from "vitest";
import { withPeriod } from "@/api/endpoints/audit";

const NOW = Date.parse("2026-11-28T12:00:00.000Z");

describe("the Activity list's period filter", () => {
  it("asks the API for the entries since that many days ago", () => {
    expect(withPeriod({ period: "day", resource: "users" }, NOW)).toEqual({
      resource: "users",
      from: "2026-11-27T12:00:00.000Z",
    });
    expect(withPeriod({ period: "week" }, NOW)).toEqual({ from: "2026-11-21T12:00:00.000Z" });
    expect(withPeriod({ period: "month" }, NOW)).toEqual({ from: "2026-10-29T12:00:00.000Z" });
  });

  it("leaves other filters as they are and drops a period it does not know", () => {
    expect(withPeriod({ action: "delete" }, NOW)).toEqual({ action: "delete" });
    expect(withPeriod({ period: "decade" }, NOW)).toEqual({});
    expect(withPeriod(undefined, NOW)).toBeUndefined();
  });

  it("keeps the later of the period's start and the chosen first day", () => {
    expect(withPeriod({ period: "week", from: "2026-11-25", to: "2026-11-26" }, NOW)).toEqual({
      from: "2026-11-25",
      to: "2026-11-26",
    });
    expect(withPeriod({ period: "day", from: "2026-11-01" }, NOW)).toEqual({ from: "2026-11-27T12:00:00.000Z" });
  });
});
