import { beforeAll, describe, expect, it } from "vitest";
import { client, type ApiProcess } from "./apiProcess";
import { sharedApi } from "./sharedServer";

/** `npm run api` refuses what the console refuses: an ip past 255, campaign texts past their limits, a latency past 10 s. */
let api: ApiProcess;

beforeAll(async () => {
  api = await sharedApi();
});

const dedik = (ip: string) => ({
  name: "ded-api-01",
  ip,
  description: "",
  type: "DEDIK",
  disks: [],
  server_params: {
    reboot: false,
    task_in_queue: 5,
    time_to_bootloop: 10,
    time_between_start: 30,
    version_bot: "2.14.3",
    version_script: "1.9.0",
    update_link: "https://updates.example.com/bot.apk",
  },
});

const errorsOf = async (answer: Response): Promise<Record<string, string>> =>
  ((await answer.json()) as { errors?: Record<string, string> }).errors ?? {};

/** Today and tomorrow: a campaign of two days, one task a day. */
const campaign = (task: Record<string, unknown>, auid = "app-0001") => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    auid,
    locale: 1,
    start_date: day(0),
    end_date: day(1),
    schedule: [day(0), day(1)].map((date) => ({ date, tasks: [task] })),
  };
};

describe("npm run api validates as the console does", () => {
  it("refuses a DEDIK ip with a group over 255 and keeps the server list as it was", async () => {
    const admin = client(api.origin);
    await admin.signIn("admin");
    const count = async () =>
      ((await (await admin.call("GET", "/api/servers/list?page=1&size=1")).json()) as { data: { totalCount: number } })
        .data.totalCount;
    const before = await count();
    for (const ip of ["999.999.999.999", "10.0.0.256"]) {
      const refused = await admin.call("POST", "/api/servers/add", dedik(ip));
      expect(refused.status).toBe(422);
      expect(await errorsOf(refused)).toEqual({
        ip: "IP must be four dot-separated numbers from 0 to 255, e.g. 203.0.113.7",
      });
    }
    expect(await count()).toBe(before);
    expect((await admin.call("POST", "/api/servers/add", dedik("255.0.0.1"))).status).toBe(201);
  });

  it("refuses campaign texts past their limits with a message under the field", async () => {
    const owner = client(api.origin);
    await owner.signIn("owner");
    const add = async (body: unknown) => {
      const answer = await owner.call("POST", "/api/campaigns/add", body);
      expect(answer.status).toBe(422);
      return errorsOf(answer);
    };
    expect((await add(campaign({ type: "DIRECT_INSTALL", count: 1 }, "a".repeat(101)))).auid).toBe(
      "Must have at most 100 characters",
    );
    const keyword = await add(
      campaign({ type: "KEYWORD_INSTALL", count: 1, other_params: { keyword: "k".repeat(101) } }),
    );
    expect(keyword["schedule.0.tasks.0.keyword"]).toBe("Must have at most 100 characters");
    const review = await add(
      campaign({ type: "FEEDBACK_INSTALL", count: 1, other_params: { feedback: ["r".repeat(1001)] } }),
    );
    expect(review["schedule.0.tasks.0.feedback"]).toBe("A review must have at most 1000 characters");
    const account = await add(
      campaign({ type: "TEST_ACCOUNT_INSTALL", count: 1, other_params: { accounts: ["t".repeat(101)] } }),
    );
    expect(account["schedule.0.tasks.0.accounts"]).toBe("A test account must have at most 100 characters");
  });

  it("takes a latency from 0 to 10,000 ms and refuses any other with a 400", async () => {
    const setLatency = (ms: unknown) => api.control("faults/setLatency", { ms });
    for (const ms of [-1, 10_001, 1.5, "300", 1e300]) {
      const refused = await setLatency(ms);
      expect(refused.status, String(ms)).toBe(400);
      expect(await refused.json()).toEqual({ error_message: "ms is a whole number from 0 to 10000" });
    }
    expect((await setLatency(10_000)).status).toBe(200);
    expect((await setLatency(0)).status).toBe(200);
  });
});
