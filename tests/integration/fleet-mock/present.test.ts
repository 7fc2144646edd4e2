import { statisticApi } from "@/api/endpoints/statistic";
import { accounts } from "@/mocks/db/accounts";
import { campaigns } from "@/mocks/db/campaigns";
import { keywords } from "@/mocks/db/keywords";
import { machines } from "@/mocks/db/machines";
import { notifications } from "@/mocks/db/notifications";
import { proxies } from "@/mocks/db/proxies";
import { SEED_NOW } from "@/mocks/db/seedClock";
import { smsNumbers } from "@/mocks/db/smsNumbers";
import { signInAs } from "./session";

const HOUR = 3_600_000;
/** How long before the seed's "now" (when the mock started): the seed counts back from it. */
const ago = (iso: string): number => SEED_NOW - Date.parse(iso);

/** The seed lives in the present and its figures look like real ones. */
describe("the mock's seed in the present", () => {
  it("dates notifications, proxy checks, machine updates and waiting SMS numbers in the last hours and days", () => {
    const times = notifications.all().map((n) => ago(n.time));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...times)).toBeLessThan(3 * 24 * HOUR);
    const checks = proxies.all().map((p) => ago(String(p.proxy_params.last_check)));
    expect(Math.max(...checks)).toBeLessThan(25 * HOUR);
    expect(Math.max(...machines.all().map((m) => ago(m.updated)))).toBeLessThan(15 * 24 * HOUR);
    const waiting = smsNumbers.filter((n) => n.status === "WAITING");
    expect(waiting.length).toBeGreaterThan(0);
    expect(Math.max(...waiting.map((n) => ago(n.time_create)))).toBeLessThan(21 * 60_000);
    for (const number of smsNumbers.filter((n) => n.codes.length > 0)) {
      const wait = Date.parse(number.codes[0]?.created_at ?? "") - Date.parse(number.time_create);
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(wait).toBeLessThanOrEqual(10 * 60_000);
    }
  });

  it("adds no campaign later than now, so a new one is the newest, even one that starts next week", () => {
    const created = campaigns.all().map((c) => ago(c.created));
    expect(Math.min(...created)).toBeGreaterThan(0);
    expect(
      campaigns.filter((c) => c.start_date > new Date(SEED_NOW).toISOString().slice(0, 10)).length,
    ).toBeGreaterThan(0);
  });

  it("gives an account's recovery address to the account's own person", () => {
    const linked = machines.filter((m) => m.account !== null && m.recovery_login !== null);
    expect(linked.length).toBeGreaterThan(100);
    for (const m of linked) expect(m.recovery_login?.split("@")[0]).toBe(m.account?.split("@")[0]);
    const onMachines = accounts.filter((a) => a.name_machine !== "NULL" && a.recovery_email !== null);
    for (const a of onMachines) expect(a.recovery_email?.startsWith(`${a.login}@`)).toBe(true);
  });

  it("lists the keywords that moved most by their real moves, which differ", async () => {
    await signInAs("operator");
    const { keyword_movers: movers } = await statisticApi.dashboard();
    expect(movers).toHaveLength(8);
    const moves = movers.map((m) => Math.abs(m.position_diff));
    expect(moves).toEqual([...moves].sort((a, b) => b - a));
    expect(new Set(moves).size).toBeGreaterThan(2);
    const largest = Math.max(...keywords.all().map((k) => Math.abs(k.position_diff ?? 0)));
    expect(moves[0]).toBe(largest);
    // Each names its app and locale, for the dashboard's link to its history.
    for (const m of movers) {
      const row = keywords.get(m.kuid);
      expect([m.auid, m.locale_id]).toEqual([row?.auid, row?.locale]);
    }
  });
});
