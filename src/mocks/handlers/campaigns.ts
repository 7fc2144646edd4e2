import type { CampaignStatus } from "@/api/types/campaigns";
import { mayDo, type MockPermission } from "../roles";
import { announce, progressOf, seesAllCampaigns } from "../campaignAnnounce";
import { pageOf, pageQueryOf } from "../db";
import { machineTasksOf } from "../db/campaignMachineTasks";
import { campaigns, campaignToday, newTaskId, nextCampaignId, syncTaskIds, type CampaignRecord } from "../db/campaigns";
import { machines, toMachineListWire } from "../db/machines";
import { createRng } from "../db/random";
import type { UserRecord } from "../db/users";
import { guarded } from "../guarded";
import { requireUser, type ResolverInfo } from "../session";
import { fail, invalid, jsonBody, ok } from "../wire";
import { readCampaign } from "./campaignRules";
import { toCampaignDetailWire, toCampaignWire } from "./campaignWire";
import { languageOf } from "../i18n/language";
import { queryOf } from "./fleetBody";

const holdsAdmin = seesAllCampaigns;

/** docs/api.md "Campaigns": the users-list is ADMIN's and OWNER's. */
const adminRole = (info: ResolverInfo) => {
  const user = requireUser(info);
  if (user instanceof Response) return user;
  return holdsAdmin(user) ? user : fail(403, "Permission denied: ADMIN or OWNER role");
};

/**
 * Ownership (docs/api.md): everyone runs their own campaigns; another user's is read by ADMIN
 * and OWNER, changed with edit:campaigns and deleted with delete:campaigns.
 */
const campaignFor = (info: ResolverInfo, user: UserRecord, other?: MockPermission): CampaignRecord | Response => {
  const id = Number(queryOf(info.request).get("id"));
  if (!Number.isInteger(id) || id < 1) return invalid({ id: "id is required" });
  const row = campaigns.get(id);
  if (!row) return fail(404, "Campaign not found");
  if (row.owner_uuid === user.uuid) return row;
  const allowed = other ? mayDo(user, other) : holdsAdmin(user);
  return allowed ? row : fail(403, "The campaign belongs to another user");
};

const listOf = (info: ResolverInfo, rows: readonly CampaignRecord[]) => {
  const query = pageQueryOf(info.request);
  const status = queryOf(info.request).get("status");
  const language = languageOf(info.request);
  const wires = rows.filter((r) => !status || r.status === status).map((r) => toCampaignWire(r, language));
  const searchable = wires.map((w) => ({
    ...w,
    app_name: w.app.name,
    app_id: w.app.app_id,
    owner_login: w.owner.login,
  }));
  const page = pageOf(searchable, { ...query, sort: query.sort ?? "created:desc" }, [
    "app_name",
    "app_id",
    "owner_login",
  ]);
  return ok({
    list: page.list.map(({ app_name: _n, app_id: _i, owner_login: _o, ...wire }) => wire),
    totalCount: page.totalCount,
  });
};

const TRANSITIONS: Record<"pause" | "resume" | "stop", { from: CampaignStatus[]; to: CampaignStatus }> = {
  pause: { from: ["ACTIVE"], to: "PAUSED" },
  resume: { from: ["PAUSED"], to: "ACTIVE" },
  stop: { from: ["ACTIVE", "PAUSED"], to: "STOPPED" },
};

const transition = (name: keyof typeof TRANSITIONS) =>
  guarded("put", `/campaigns/${name}`, "user", (info, user) => {
    const row = campaignFor(info, user, "edit:campaigns");
    if (row instanceof Response) return row;
    const { from, to } = TRANSITIONS[name];
    if (!from.includes(row.status)) return fail(409, `A ${row.status} campaign cannot be ${to.toLowerCase()}`);
    const updated = campaigns.update(row.id, { status: to }) ?? row;
    announce(progressOf(updated));
    return ok(toCampaignWire(updated, languageOf(info.request)));
  });

export const campaignHandlers = [
  guarded("get", "/campaigns/list", "user", (info, user) =>
    listOf(
      info,
      campaigns.filter((c) => c.owner_uuid === user.uuid),
    ),
  ),
  guarded("get", "/campaigns/users-list", adminRole, (info) => {
    const owner = queryOf(info.request).get("owner");
    return listOf(info, owner ? campaigns.filter((c) => c.owner_uuid === owner) : campaigns.all());
  }),
  guarded("get", "/campaigns/", "user", (info, user) => {
    const row = campaignFor(info, user);
    return row instanceof Response ? row : ok(toCampaignDetailWire(row, languageOf(info.request)));
  }),
  guarded("get", "/campaigns/machine-tasks", "user", (info, user) => {
    const row = campaignFor(info, user);
    if (row instanceof Response) return row;
    const taskId = Number(queryOf(info.request).get("task_id"));
    const day = row.schedule.find((d) => d.tasks.some((t) => t.id === taskId));
    const task = day?.tasks.find((t) => t.id === taskId);
    if (!day || !task) return fail(404, "Task not found");
    const wire = toCampaignWire(row, languageOf(info.request));
    const app = { app_id: wire.app.app_id, details: { name: wire.app.name, image_src: wire.app.image_src } };
    return ok(machineTasksOf(task, day.date, app));
  }),
  guarded("get", "/campaigns/active-machines", "user", (info, user) => {
    const row = campaignFor(info, user);
    if (row instanceof Response) return row;
    const today = campaignToday();
    if (row.status !== "ACTIVE" || today < row.start_date || today > row.end_date) return ok([]);
    const rng = createRng(`campaign-machines:${row.id}:${today}`);
    const busy = machines.filter((m) => m.status === "BUSY" || m.status === "ONLINE");
    return ok(rng.shuffle(busy).slice(0, rng.int(3, 12)).map(toMachineListWire));
  }),
  guarded("post", "/campaigns/add", "user", async (info, user) => {
    const reading = readCampaign(await jsonBody(info.request));
    if ("errors" in reading) return invalid(reading.errors);
    const { value } = reading;
    syncTaskIds();
    const row = campaigns.insert({
      id: nextCampaignId(),
      auid: value.auid,
      locale_id: value.locale,
      owner_uuid: user.uuid,
      status: "ACTIVE",
      start_date: value.start_date,
      end_date: value.end_date,
      created: new Date().toISOString(),
      schedule: value.schedule.map((day) => ({
        date: day.date,
        tasks: day.tasks.map((task) => ({
          id: newTaskId(),
          type: task.type,
          count: task.count,
          success_count: 0,
          not_found_count: 0,
          prev_install_count: 0,
          other_params: task.other_params,
        })),
      })),
    });
    announce({ ...progressOf(row), added: true });
    return ok(toCampaignWire(row, languageOf(info.request)), { status: 201 });
  }),
  transition("pause"),
  transition("resume"),
  transition("stop"),
  guarded("delete", "/campaigns/delete", "user", (info, user) => {
    const row = campaignFor(info, user, "delete:campaigns");
    if (row instanceof Response) return row;
    campaigns.remove(row.id);
    return ok({ id: row.id });
  }),
];
