import { vi } from "vitest";
import { campaignsApi } from "@/api/endpoints/campaigns";
import { localesApi } from "@/api/endpoints/locales";
import { daysBetween, isoDay, type CampaignInput } from "@/api/types/campaigns";
import { campaignTopic, CAMPAIGNS_TOPIC } from "@/providers/live/channels";
import { tickCampaigns } from "@/mocks/campaignSimulator";
import { apps } from "@/mocks/db/apps";
import { campaigns, campaignToday, SEEDED_CAMPAIGNS } from "@/mocks/db/campaigns";
import { notificationsOf } from "@/mocks/db/notifications";
import { createRng } from "@/mocks/db/random";
import { locales } from "@/mocks/db/locales";
import { localisedLocale } from "@/mocks/i18n/localeNames";
import { users } from "@/mocks/db";
import { broker } from "@/mocks/stomp";
import { query, rejection, signInAs } from "./session";

const uuidOf = (login: string) => users.find((u) => u.login === login)?.uuid ?? "";
const activeApp = () => apps.all().find((a) => a.status === "ACTIVE");

const newCampaign = (overrides: Partial<CampaignInput> = {}): CampaignInput => {
  const start = isoDay(Date.now() + 86_400_000);
  const end = isoDay(Date.now() + 3 * 86_400_000);
  return {
    auid: activeApp()?.auid ?? "",
    locale: 1,
    start_date: start,
    end_date: end,
    schedule: daysBetween(start, end).map((date) => ({
      date,
      tasks: [
        { type: "DIRECT_INSTALL", count: 5, other_params: {} },
        { type: "FEEDBACK_INSTALL", count: 2, other_params: { feedback: ["Great", "Great"] } },
      ],
    })),
    ...overrides,
  };
};

describe("campaign calls of the mock (assumed, docs/api.md)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("seeds 80 campaigns over 90 days in every status; the demo operator owns some", async () => {
    expect(campaigns.count()).toBe(SEEDED_CAMPAIGNS);
    expect(new Set(campaigns.all().map((c) => c.status))).toEqual(new Set(["ACTIVE", "PAUSED", "FINISHED", "STOPPED"]));
    const today = campaignToday();
    expect(campaigns.all().some((c) => c.status === "ACTIVE" && c.start_date <= today && c.end_date >= today)).toBe(
      true,
    );
    await signInAs("operator");
    const mine = await campaignsApi.mine(query(1, -1));
    expect(mine.totalCount).toBeGreaterThan(0);
    expect(mine.list.every((c) => c.owner.login === "operator")).toBe(true);
  });

  it("lets ADMIN and OWNER list everyone's campaigns by owner; a USER gets 403", async () => {
    await signInAs("admin");
    const all = await campaignsApi.all(query(1, -1));
    expect(all.totalCount).toBe(SEEDED_CAMPAIGNS);
    const ofOperator = await campaignsApi.all(query(1, -1, { filters: { owner: uuidOf("operator") } }));
    expect(ofOperator.list.every((c) => c.owner.uuid === uuidOf("operator"))).toBe(true);
    await signInAs("operator");
    expect((await rejection(campaignsApi.all(query()))).status).toBe(403);
  });

  it("names each campaign's locale in the asker's language (Accept-Language), as the locales call does", async () => {
    await signInAs("admin");
    document.documentElement.lang = "pl";
    try {
      const names = new Map((await localesApi.all()).map((l) => [l.id, l.name]));
      const all = await campaignsApi.all(query(1, -1));
      expect(all.list.map((c) => c.locale.name)).toEqual(all.list.map((c) => names.get(c.locale.id)));
      const first = all.list.find((c) => c.locale.id === 1);
      if (!first) throw new Error("no campaign in locale 1");
      expect(first.locale.name).toBe("Angielski (Stany Zjednoczone)");
      expect((await campaignsApi.one(String(first.id))).locale.name).toBe("Angielski (Stany Zjednoczone)");
    } finally {
      document.documentElement.lang = "";
    }
    const english = (await campaignsApi.all(query(1, -1))).list.find((c) => c.locale.id === 1);
    expect(english?.locale.name).toBe("English (United States)");
  });

  it("runs one's own campaign; another user's is paused only with edit:campaigns (ADMIN, not USER)", async () => {
    const other = campaigns
      .all()
      .find((c) => c.status === "ACTIVE" && c.owner_uuid !== uuidOf("operator") && c.owner_uuid !== uuidOf("admin"));
    const own = campaigns.all().find((c) => c.status === "ACTIVE" && c.owner_uuid === uuidOf("operator"));
    await signInAs("operator");
    expect((await rejection(campaignsApi.pause(other?.id ?? 0))).status).toBe(403);
    expect((await rejection(campaignsApi.one(String(other?.id)))).status).toBe(403);
    expect((await campaignsApi.pause(own?.id ?? 0)).status).toBe("PAUSED");
    expect((await rejection(campaignsApi.pause(own?.id ?? 0))).status).toBe(409);
    expect((await campaignsApi.resume(own?.id ?? 0)).status).toBe("ACTIVE");
    await signInAs("admin");
    expect((await campaignsApi.pause(other?.id ?? 0)).status).toBe("PAUSED");
    expect((await campaignsApi.stop(other?.id ?? 0)).status).toBe("STOPPED");
  });

  it("creates a campaign (ACTIVE, no progress yet) and refuses bad bodies per rule with 422", async () => {
    await signInAs("operator");
    const publish = vi.spyOn(broker, "publish");
    const created = await campaignsApi.create(newCampaign());
    expect(created).toMatchObject({ status: "ACTIVE", done: 0, planned: 21, days: 3 });
    // Every open list hears of it, marked as added (docs/api.md "Live progress").
    expect(publish).toHaveBeenCalledWith(
      CAMPAIGNS_TOPIC,
      expect.objectContaining({ id: created.id, added: true }),
      expect.any(Function),
    );
    publish.mockRestore();
    const detail = await campaignsApi.one(String(created.id));
    expect(detail.schedule[0]?.tasks[1]?.other_params.feedback).toEqual(["Great", "Great"]);

    const base = newCampaign();
    const cases: [Partial<CampaignInput>, string][] = [
      [{ auid: "" }, "auid"],
      [{ auid: apps.all().find((a) => a.status !== "ACTIVE")?.auid }, "auid"],
      [{ end_date: isoDay(Date.now() - 86_400_000 * 5) }, "end_date"],
      [{ schedule: base.schedule.slice(1) }, "schedule"],
      [
        {
          schedule: base.schedule.map((d) => ({
            ...d,
            tasks: [{ type: "DIRECT_INSTALL" as const, count: 0, other_params: {} }],
          })),
        },
        "schedule.0.tasks.0.count",
      ],
      [
        {
          schedule: base.schedule.map((d) => ({
            ...d,
            tasks: [{ type: "FEEDBACK_INSTALL" as const, count: 3, other_params: { feedback: ["one"] } }],
          })),
        },
        "schedule.0.tasks.0.feedback",
      ],
      [
        {
          schedule: base.schedule.map((d) => ({
            ...d,
            tasks: [{ type: "TEST_ACCOUNT_INSTALL" as const, count: 2, other_params: { accounts: ["a"] } }],
          })),
        },
        "schedule.0.tasks.0.accounts",
      ],
    ];
    for (const [change, field] of cases) {
      const refused = await rejection(campaignsApi.create({ ...base, ...change }));
      expect(refused.status, field).toBe(422);
      expect(Object.keys(refused.fieldErrors ?? {}), field).toContain(field);
    }
  });

  it("answers a task's machine attempts (one per success and not-found) and the active machines", async () => {
    const running = campaigns
      .all()
      .find(
        (c) =>
          c.status === "ACTIVE" &&
          c.owner_uuid === uuidOf("operator") &&
          c.start_date <= campaignToday() &&
          c.end_date >= campaignToday(),
      );
    const past = running?.schedule.find((d) => d.tasks.some((t) => t.success_count > 0));
    const task = past?.tasks.find((t) => t.success_count > 0);
    expect(task).toBeDefined();
    await signInAs("operator");
    if (running && task) {
      const attempts = await campaignsApi.machineTasks(running.id, task.id);
      expect(attempts.filter((a) => a.status === "SUCCESS")).toHaveLength(task.success_count);
      expect(attempts.filter((a) => a.status === "NONE")).toHaveLength(task.not_found_count);
      expect(attempts[0]?.name_machine).toMatch(/-m\d{3}$/);
      expect((await campaignsApi.activeMachines(running.id)).length).toBeGreaterThanOrEqual(3);
    }
    const deleted = (await campaignsApi.mine(query(1, 1))).list[0];
    await campaignsApi.remove(deleted?.id ?? 0);
    expect(campaigns.get(deleted?.id ?? 0)).toBeUndefined();
  });
});

describe("campaign progress simulator", () => {
  afterEach(() => vi.restoreAllMocks());

  it("raises today's counts of running campaigns and announces each on the campaign's topic and the lists' topic", () => {
    const publish = vi.spyOn(broker, "publish");
    const before = campaigns
      .all()
      .map((c) => c.schedule.flatMap((d) => d.tasks).reduce((s, t) => s + t.success_count + t.not_found_count, 0));
    const changed = tickCampaigns(createRng("tick-test"));
    expect(changed).toBeGreaterThan(0);
    const after = campaigns
      .all()
      .map((c) => c.schedule.flatMap((d) => d.tasks).reduce((s, t) => s + t.success_count + t.not_found_count, 0));
    expect(after.reduce((a, b) => a + b, 0)).toBeGreaterThan(before.reduce((a, b) => a + b, 0));
    const first = publish.mock.calls[0];
    const body = first?.[1] as { id: number; task?: { id: number } };
    expect(first?.[0]).toBe(campaignTopic(body.id));
    expect(publish).toHaveBeenCalledWith(CAMPAIGNS_TOPIC, body, expect.any(Function));
    expect(body.task?.id).toBeGreaterThan(0);
  });

  it("finishes a campaign whose last day is done and tells its owner", () => {
    const today = campaignToday();
    const row = campaigns.all().find((c) => c.status === "ACTIVE" && c.end_date >= today && c.start_date <= today);
    if (!row) throw new Error("no running campaign");
    const schedule = row.schedule
      .filter((d) => d.date <= today)
      .map((d) => ({ ...d, tasks: d.tasks.map((t) => ({ ...t, success_count: t.count, not_found_count: 0 })) }));
    campaigns.update(row.id, { schedule, end_date: today });
    const before = notificationsOf(row.owner_uuid).length;
    tickCampaigns(createRng("finish-test"));
    expect(campaigns.get(row.id)?.status).toBe("FINISHED");
    const latest = notificationsOf(row.owner_uuid);
    expect(latest.length).toBe(before + 1);
    expect(latest.some((n) => n.title === "Campaign finished")).toBe(true);
    // The locale is worded in the owner's language when the list is sent, as the app's name is not.
    const locale = locales.get(row.locale_id);
    if (!locale) throw new Error("no locale");
    const polish = notificationsOf(row.owner_uuid, "pl").find((n) => n.title === "Kampania zakończona");
    expect(polish?.body).toContain(localisedLocale(locale, "pl").name);
    expect(localisedLocale(locale, "pl").name).not.toBe(locale.name);
    expect(latest.find((n) => n.title === "Campaign finished")?.body).toContain(locale.name);
  });
});
