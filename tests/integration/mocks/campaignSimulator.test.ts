import { startCampaignSimulator, stopCampaignSimulator } from "@/mocks/campaignSimulator";
import { campaigns } from "@/mocks/db/campaigns";
import { apps } from "@/mocks/db/apps";
import { resetDb } from "@/mocks/db";

const EVERY_MS = 1_000;
/** Each campaign's count of finished installs: what a tick of the simulator moves on. */
const progress = (): number[] =>
  campaigns
    .all()
    .map((c) => c.schedule.flatMap((d) => d.tasks).reduce((n, t) => n + t.success_count + t.not_found_count, 0));

beforeEach(() => {
  resetDb();
  vi.useFakeTimers();
});

afterEach(() => {
  stopCampaignSimulator();
  vi.useRealTimers();
  resetDb();
});

describe("campaign simulator", () => {
  it("leaves the campaigns unseeded until something reads them (a page pays only for its own tables)", () => {
    expect(campaigns.loaded()).toBe(false);
    startCampaignSimulator(EVERY_MS);
    vi.advanceTimersByTime(EVERY_MS * 5);
    expect(campaigns.loaded()).toBe(false);
    expect(apps.loaded()).toBe(false);
  });

  it("moves the campaigns on once they are read", () => {
    const before = progress();
    expect(campaigns.loaded()).toBe(true);
    startCampaignSimulator(EVERY_MS);
    vi.advanceTimersByTime(EVERY_MS * 5);
    expect(progress()).not.toEqual(before);
  });
});

describe("table.loaded", () => {
  it("says whether the rows are in memory without loading them, and is false again after a reset", () => {
    expect(apps.loaded()).toBe(false);
    expect(apps.loaded()).toBe(false);
    apps.count();
    expect(apps.loaded()).toBe(true);
    resetDb();
    expect(apps.loaded()).toBe(false);
  });
});
