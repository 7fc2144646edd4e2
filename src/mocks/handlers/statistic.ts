import { daysBetween, isoDay, TASK_TYPES } from "@/api/types/campaigns";
import type { CountWire, DashboardWire, FleetHealthWire, StatisticWire } from "@/api/types/statistic";
import { accounts } from "../db/accounts";
import { apps } from "../db/apps";
import { campaigns } from "../db/campaigns";
import { keywords } from "../db/keywords";
import { locales } from "../db/locales";
import { machines } from "../db/machines";
import { proxies, proxyConfigs } from "../db/proxies";
import { LATEST_VERSIONS, servers } from "../db/servers";
import { smsServices } from "../db/sms";
import { smsNumbers } from "../db/smsNumbers";
import { users } from "../db/users";
import { guarded } from "../guarded";
import { languageOf } from "../i18n/language";
import { localisedLocale } from "../i18n/localeNames";
import { requireUser, type ResolverInfo } from "../session";
import { fail, invalid, ok } from "../wire";
import { queryOf } from "./fleetBody";

const ADMIN_ROLES = ["ADMIN", "OWNER"];
const adminRole = (info: ResolverInfo) => {
  const user = requireUser(info);
  if (user instanceof Response) return user;
  return user.roles.some((r) => ADMIN_ROLES.includes(r.toUpperCase()))
    ? user
    : fail(403, "Permission denied: ADMIN or OWNER role");
};

const counted = <T>(rows: readonly T[], name: (row: T) => string): CountWire[] => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(name(row), (counts.get(name(row)) ?? 0) + 1);
  return [...counts]
    .map(([n, count]) => ({ name: n, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const statistic = (from: string, to: string): StatisticWire => {
  const inRange = new Set(daysBetween(from, to));
  const perDay = new Map<string, { installs: number; not_found: number }>();
  let planned = 0;
  for (const c of campaigns.all())
    for (const day of c.schedule) {
      if (!inRange.has(day.date)) continue;
      for (const task of day.tasks) {
        planned += task.count;
        const key = `${day.date}|${task.type}`;
        const sum = perDay.get(key) ?? { installs: 0, not_found: 0 };
        perDay.set(key, {
          installs: sum.installs + task.success_count,
          not_found: sum.not_found + task.not_found_count,
        });
      }
    }
  const installs = [...inRange].flatMap((date) =>
    TASK_TYPES.map((type) => ({ date, type, ...(perDay.get(`${date}|${type}`) ?? { installs: 0, not_found: 0 }) })),
  );
  const serverName = new Map(servers.all().map((s) => [s.id, s.name]));
  const byServer = new Map<string, number>();
  for (const m of machines.all()) {
    const key = `${serverName.get(m.server_id) ?? "—"}|${m.status}`;
    byServer.set(key, (byServer.get(key) ?? 0) + 1);
  }
  const serviceName = new Map(smsServices.all().map((s) => [s.id, s.name]));
  const configName = new Map(proxyConfigs.all().map((c) => [c.id, `#${c.id} ${new URL(c.base_url).host}`]));
  const owners = new Map(users.all().map((u) => [u.uuid, u.login]));
  return {
    installs,
    summary: {
      totals: {
        planned,
        installs: installs.reduce((s, d) => s + d.installs, 0),
        not_found: installs.reduce((s, d) => s + d.not_found, 0),
      },
      campaigns_per_user: counted(campaigns.all(), (c) => owners.get(c.owner_uuid) ?? "—"),
      machines_by_server: [...byServer].map(([key, count]) => {
        const [server = "", status = ""] = key.split("|");
        return { server, status, count };
      }),
      accounts_by_status: counted(accounts.all(), (a) => a.account_status),
      sms_numbers_by_service: counted(smsNumbers.all(), (n) => serviceName.get(n.service_id) ?? String(n.service_id)),
      proxies_per_config: counted(proxies.all(), (p) => configName.get(p.config_id) ?? String(p.config_id)),
    },
  };
};

export const statisticHandlers = [
  guarded("get", "/statistic", adminRole, (info) => {
    const query = queryOf(info.request);
    const to = query.get("to") ?? isoDay(Date.now());
    const from = query.get("from") ?? isoDay(Date.now() - 29 * 86_400_000);
    if (!DATE.test(from) || !DATE.test(to)) return invalid({ from: "from and to are YYYY-MM-DD dates" });
    if (to < from) return invalid({ to: "to must not be before from" });
    if (daysBetween(from, to).length > 366) return invalid({ to: "At most 366 days" });
    return ok(statistic(from, to));
  }),

  guarded("get", "/dashboard", "user", (info) => {
    const language = languageOf(info.request);
    const localeName = new Map(locales.all().map((l) => [l.id, localisedLocale(l, language).name]));
    const appName = new Map(apps.all().map((a) => [a.auid, a.details[a.locale]?.name ?? a.app_id]));
    const movers = keywords
      .filter((k) => k.position_diff !== null && k.position_diff !== 0)
      .sort((a, b) => Math.abs(b.position_diff ?? 0) - Math.abs(a.position_diff ?? 0))
      .slice(0, 8)
      .map((k) => ({
        kuid: k.kuid,
        keyword: k.keyword,
        auid: k.auid,
        locale_id: k.locale,
        app: appName.get(k.auid) ?? k.auid,
        locale: localeName.get(k.locale) ?? String(k.locale),
        position: k.position,
        position_diff: k.position_diff ?? 0,
      }));
    return ok<DashboardWire>({ apps_by_status: counted(apps.all(), (a) => a.status), keyword_movers: movers });
  }),

  guarded("get", "/dashboard/fleet", adminRole, () =>
    ok<FleetHealthWire>({
      machines_by_status: counted(machines.all(), (m) => m.status),
      servers_outdated: servers
        .filter((s) => s.server_params.version_bot !== LATEST_VERSIONS.bot)
        .map((s) => ({
          id: s.id,
          name: s.name,
          version_bot: s.server_params.version_bot ?? "",
          latest: LATEST_VERSIONS.bot,
        })),
    }),
  ),
];
