import { statisticApi } from "@/api/endpoints/statistic";
import { localesApi } from "@/api/endpoints/locales";
import { isoDay } from "@/api/types/campaigns";
import { toCsv } from "@/api/types/statistic";
import { accounts } from "@/mocks/db/accounts";
import { apps } from "@/mocks/db/apps";
import { campaigns } from "@/mocks/db/campaigns";
import { machines } from "@/mocks/db/machines";
import { rejection, signInAs } from "./session";

describe("statistic and dashboard calls of the mock (assumed, docs/api.md)", () => {
  it("counts installs per day and task type over the range, computed from the campaigns", async () => {
    await signInAs("admin");
    const today = isoDay(Date.now());
    const from = isoDay(Date.now() - 6 * 86_400_000);
    const stats = await statisticApi.range(from, today);
    expect(stats.installs).toHaveLength(7 * 4);
    const expected = campaigns
      .all()
      .flatMap((c) => c.schedule)
      .filter((d) => d.date >= from && d.date <= today)
      .flatMap((d) => d.tasks)
      .reduce((s, t) => s + t.success_count, 0);
    expect(stats.summary.totals.installs).toBe(expected);
    expect(stats.summary.accounts_by_status.reduce((s, r) => s + r.count, 0)).toBe(accounts.count());
    expect(stats.summary.machines_by_server.reduce((s, r) => s + r.count, 0)).toBe(machines.count());
    expect(stats.summary.campaigns_per_user.reduce((s, r) => s + r.count, 0)).toBe(campaigns.count());
    expect((await rejection(statisticApi.range(today, from))).status).toBe(422);
  });

  it("keeps the admin figures and fleet health from USER and ADMIN_BOT (403); the dashboard is everyone's", async () => {
    for (const login of ["operator", "robot"] as const) {
      await signInAs(login);
      expect((await rejection(statisticApi.range("2026-01-01", "2026-01-02"))).status).toBe(403);
      expect((await rejection(statisticApi.fleet())).status).toBe(403);
      const dashboard = await statisticApi.dashboard();
      expect(dashboard.apps_by_status.reduce((s, r) => s + r.count, 0)).toBe(apps.count());
      expect(dashboard.keyword_movers.length).toBeGreaterThan(0);
    }
    await signInAs("owner");
    const fleet = await statisticApi.fleet();
    expect(fleet.machines_by_status.reduce((s, r) => s + r.count, 0)).toBe(machines.count());
    expect(fleet.servers_outdated.every((s) => s.version_bot !== s.latest)).toBe(true);
  });

  it("names the dashboard's keyword locales in the asker's language (Accept-Language)", async () => {
    await signInAs("operator");
    const english = await statisticApi.dashboard();
    document.documentElement.lang = "uk";
    try {
      const names = new Set((await localesApi.all()).map((l) => l.name));
      const ukrainian = await statisticApi.dashboard();
      expect(ukrainian.keyword_movers.length).toBeGreaterThan(0);
      expect(ukrainian.keyword_movers.every((m) => names.has(m.locale))).toBe(true);
      expect(ukrainian.keyword_movers.map((m) => m.locale)).not.toEqual(english.keyword_movers.map((m) => m.locale));
    } finally {
      document.documentElement.lang = "";
    }
  });

  it("writes CSV with a header and quotes what needs it", () => {
    expect(
      toCsv([
        { name: 'a,"b"', count: 2 },
        { name: "c", count: null },
      ]),
    ).toBe('name,count\n"a,""b""",2\nc,\n');
    expect(toCsv([])).toBe("");
  });
});
