import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { client, type ApiProcess } from "./apiProcess";
import { sharedApi } from "./sharedServer";

/**
 * `npm run api` under hostile input: every route docs/api.md names, with broken encodings, wrong
 * types, huge and negative numbers, NUL and right-to-left characters and path traversal, answers
 * without a 500, and the server goes on serving.
 */
let api: ApiProcess;

beforeAll(async () => {
  api = await sharedApi();
});

/** Calls that end the caller's session or change its password would stop the sweep itself. */
const SKIPPED = new Set(["/auth/logout", "/auth/change-password", "/auth/reset-password"]);

const routes = (): { method: string; path: string }[] => {
  const text = readFileSync("docs/api.md", "utf8");
  const found = new Map<string, { method: string; path: string }>();
  for (const [, method = "", raw = ""] of text.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/[\w/{}.-]*)/g)) {
    const path = raw.replace(/^\/api(?=\/)/, "");
    if (path.startsWith("/__mock") || SKIPPED.has(path)) continue;
    found.set(`${method} ${path}`, { method, path });
  }
  return [...found.values()];
};

const NASTY = "\u0000\u202eevil\u202c../../etc/passwd";
const HOSTILE_PARAMS = [
  "id",
  "uuid",
  "login",
  "page",
  "size",
  "search",
  "sort",
  "task_id",
  "role",
  "locale_id",
  "status",
  "owner",
  "country",
  "date",
];
const queries = [
  HOSTILE_PARAMS.map((p) => `${p}=%E0%A4%A`).join("&"),
  "id=-1&uuid=..%2F..%2Fetc%2Fpasswd&page=-99999999999999999999&size=1e300&search=%00%E2%80%AE&sort=__proto__:desc&task_id=1e400&locale_id=NaN",
  "size=-1&page=0&id=99999999999999999999999&uuid=%00&login=%E2%80%AE",
];

const FIELDS = [
  "id",
  "ids",
  "uuid",
  "name",
  "surname",
  "email",
  "login",
  "type",
  "ip",
  "host",
  "port",
  "url",
  "api_key",
  "priority",
  "count",
  "locale",
  "auid",
  "start_date",
  "end_date",
  "schedule",
  "keywords",
  "changes",
  "resource",
  "action",
  "server_params",
  "language",
  "country",
  "status",
  "title",
  "body",
];
const bodyWith = (value: unknown): string => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value])));
const bodies = [
  "{",
  "null",
  '[1e400, "x"]',
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
  bodyWith(NASTY),
  bodyWith(-1e300),
  bodyWith([[{}], null, "0x10"]),
  bodyWith({ a: { b: { c: [NASTY] } } }),
  JSON.stringify({
    name: "x".repeat(100_000),
    ip: "999.999.999.999",
    priority: "0x10",
    count: 1e300,
    start_date: "0001-01-01",
    end_date: "9999-12-31",
    ids: Array.from({ length: 5_000 }, (_, i) => -i),
  }),
];

describe("npm run api under hostile requests", () => {
  it("answers every route of docs/api.md without a 500 and keeps serving", { timeout: 240_000 }, async () => {
    const owner = client(api.origin);
    await owner.signIn("owner");
    const failures: string[] = [];
    const call = async (method: string, path: string, body?: string) => {
      try {
        const answer = await fetch(`${api.origin}${path}`, {
          method,
          headers: {
            cookie: owner.cookieHeader(),
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          body,
        });
        await answer.arrayBuffer();
        if (answer.status >= 500) failures.push(`${method} ${path} ${body?.slice(0, 60) ?? ""} → ${answer.status}`);
        // A sweep that signed the owner out (a ban, a deleted session) signs in again.
        if (answer.status === 401) await owner.signIn("owner");
      } catch (error) {
        failures.push(`${method} ${path} → ${String(error)}`);
      }
    };
    const calls: (() => Promise<void>)[] = [];
    for (const { method, path } of routes()) {
      for (const query of queries) {
        const url = `/api${path.replace(/\{\w+\}/g, "%E0%A4%A")}?${query}`;
        if (method === "GET" || method === "DELETE") calls.push(() => call(method, url));
        else for (const body of bodies) calls.push(() => call(method, url, body));
      }
    }
    for (const traversal of [
      "/api/../../etc/passwd",
      "/api/%2e%2e/%2e%2e/etc/passwd",
      "/api/..%2f..%2fetc%2fpasswd",
      "/%00",
    ])
      calls.push(() => call("GET", traversal));
    // Four at a time: a busy server, without one request's answer hiding another's.
    const queue = [...calls];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await next();
      }),
    );
    expect(failures).toEqual([]);
    expect(calls.length).toBeGreaterThan(500);
    expect((await client(api.origin).signIn("admin")).status).toBe(200);
  });

  it("refuses a campaign from 0001-01-01 to 9999-12-31 at once", async () => {
    const owner = client(api.origin);
    await owner.signIn("owner");
    const campaign = (end: string) =>
      owner.call("POST", "/api/campaigns/add", {
        auid: "x",
        locale: 1,
        start_date: "0001-01-01",
        end_date: end,
        schedule: [],
      });
    // A narrow one first, so the apps and locales it reads are loaded before the wide one is timed.
    expect((await campaign("0001-01-02")).status).toBe(422);
    expect((await campaign("9999-12-31")).status).toBe(422);
    // The server's own time for it, from its access log: the client's clock would count this machine's load.
    const logged = () => api.output().filter((l) => l.includes(" POST /api/campaigns/add 422 "))[1] ?? "";
    await expect.poll(logged).not.toBe("");
    expect(Number(/ 422 (\d+)ms /.exec(logged())?.[1])).toBeLessThan(100);
  });

  it("lets an ADMIN change a USER's e-mail but not the OWNER's", async () => {
    const admin = client(api.origin);
    await admin.signIn("admin");
    const users = (await (await admin.call("GET", "/api/users/list?page=1&size=100")).json()) as {
      data: { list: { uuid: string; login: string; email: string }[] };
    };
    const owner = users.data.list.find((u) => u.login === "owner");
    const operator = users.data.list.find((u) => u.login === "operator");
    const takeover = await admin.call("POST", "/api/users/update", { uuid: owner?.uuid, email: "taken@evil.example" });
    expect(takeover.status).toBe(403);
    const fixed = await admin.call("POST", "/api/users/update", {
      uuid: operator?.uuid,
      email: "operator@team.example",
    });
    expect(fixed.status).toBe(200);
  });
});
