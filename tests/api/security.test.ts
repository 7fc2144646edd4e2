import { request as httpRequest } from "node:http";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { client, type ApiProcess } from "./apiProcess";
import { sharedApi } from "./sharedServer";

/**
 * `npm run api` as a service on a team's network: another web page (another site, or another
 * port of the same host) cannot change it with the owner's cookie, the controls need the key,
 * and a body too large is refused before it is read.
 */
const CONSOLE = "http://127.0.0.1:4173";
let api: ApiProcess;

beforeAll(async () => {
  api = await sharedApi();
});

type Owner = ReturnType<typeof client>;

const auditCount = async (owner: Owner): Promise<number> => {
  const answer = (await (await owner.call("GET", "/api/audit/list?page=1&size=1")).json()) as {
    data: { totalCount: number };
  };
  return answer.data.totalCount;
};

const currentEmail = async (owner: Owner): Promise<string> =>
  ((await (await owner.call("GET", "/api/users/current")).json()) as { data: { email: string } }).data.email;

/** What a page's form or no-cors fetch can send to any origin without a preflight. */
const simpleBodies = (json: string): { type: string; body: string | FormData }[] => {
  const form = new FormData();
  form.append("body", json);
  return [
    { type: "text/plain", body: json },
    { type: "application/x-www-form-urlencoded", body: `${encodeURIComponent(json)}=` },
    { type: "", body: form },
  ];
};

/** The resident set of a process, in bytes (Linux). */
const rssOf = (pid: number): number => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(line?.[1] ?? 0) * 1024;
};

/** Sends `megabytes` of body in 64 KB chunks, answers the status the server gave (0: none). */
const sendLarge = (url: string, megabytes: number, headers: Record<string, string>): Promise<number> =>
  new Promise((resolve) => {
    const total = megabytes << 20;
    const req = httpRequest(url, { method: "POST", headers: { ...headers, "content-length": String(total) } });
    let status = 0;
    req.on("response", (response) => {
      status = response.statusCode ?? 0;
      resolve(status);
      req.destroy();
    });
    req.on("error", () => resolve(status));
    const chunk = Buffer.alloc(64 << 10, 0x20);
    let sent = 0;
    const pump = (): void => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });

describe("npm run api on a team's network", () => {
  it("refuses forged simple POSTs from another site and from another port of the same host, and changes nothing", async () => {
    const owner = client(api.origin);
    await owner.signIn("owner");
    const entries = await auditCount(owner);
    const email = await currentEmail(owner);
    const forged = [
      { path: "/api/audit/create", json: JSON.stringify({ resource: "servers", action: "delete", record_id: "1" }) },
      { path: "/api/users/update", json: JSON.stringify({ email: "attacker@evil.example" }) },
    ];
    const send = (path: string, type: string, body: string | FormData, headers: Record<string, string> = {}) =>
      fetch(`${api.origin}${path}`, {
        method: "POST",
        headers: { cookie: owner.cookieHeader(), ...(type ? { "content-type": type } : {}), ...headers },
        body,
      });
    for (const origin of ["http://evil.example", "http://127.0.0.1:9999"]) {
      for (const { path, json } of forged) {
        for (const { type, body } of simpleBodies(json)) {
          const answer = await send(path, type, body, { origin });
          expect(answer.status, `${origin} ${path} ${type || "multipart"}`).toBe(403);
        }
        // The console's own JSON, sent by a page of that origin, is refused for its origin alone.
        const asJson = await send(path, "application/json", json, { origin });
        expect(asJson.status).toBe(403);
        expect(await asJson.json()).toEqual({ error_message: "This origin may not change data" });
      }
    }
    // Without an Origin (curl, a script) JSON is served, and a text/plain or form body never is.
    for (const { type, body } of simpleBodies(forged[0]?.json ?? "")) {
      const answer = await send("/api/audit/create", type, body);
      expect(answer.status, type || "multipart").toBe(403);
    }
    expect(await auditCount(owner)).toBe(entries);
    expect(await currentEmail(owner)).toBe(email);

    const console = await owner.call("POST", "/api/audit/create", JSON.parse(forged[0]?.json ?? "{}"), {
      origin: CONSOLE,
    });
    expect(console.status).toBe(201);
    expect(await auditCount(owner)).toBe(entries + 1);
  });

  it("takes a multipart upload only with the header a form cannot send", async () => {
    const owner = client(api.origin);
    await owner.signIn("owner");
    const upload = (headers: Record<string, string>) => {
      const form = new FormData();
      form.append("avatar", new Blob(["not an image"], { type: "image/png" }), "a.png");
      return fetch(`${api.origin}/api/users/update/avatar`, {
        method: "POST",
        headers: { cookie: owner.cookieHeader(), origin: CONSOLE, ...headers },
        body: form,
      });
    };
    expect((await upload({})).status).toBe(403);
    // Past the gate the handler reads it: a file that is no image is its 422.
    expect((await upload({ "x-requested-with": "XMLHttpRequest" })).status).toBe(422);
  });

  it("answers /__mock only with the control key, never to a cookie or a page", async () => {
    const owner = client(api.origin);
    await owner.signIn("owner");
    const notify = JSON.stringify({ login: "owner", title: "Phishing", body: "Sign in at evil.example" });
    const post = (headers: Record<string, string>) =>
      fetch(`${api.origin}/__mock/notify`, { method: "POST", headers, body: notify });
    expect((await post({ "content-type": "application/json" })).status).toBe(401);
    expect((await post({ "content-type": "application/json", cookie: owner.cookieHeader() })).status).toBe(401);
    expect((await post({ "content-type": "application/json", "x-control-key": "guessed-key-000000" })).status).toBe(
      401,
    );
    expect(
      (await post({ "content-type": "text/plain", origin: CONSOLE, "x-control-key": api.controlKey })).status,
    ).toBe(403);
    expect((await fetch(`${api.origin}/__mock/faults/pending`)).status).toBe(401);
    expect((await fetch(`${api.origin}/api/../__mock/reset`, { method: "POST" })).status).toBe(401);
    expect((await api.control("faults/pending", undefined, "GET")).status).toBe(200);
    expect(api.output().join("\n")).toContain(`X-Control-Key: ${api.controlKey}`);
  });

  it("refuses a 50 MB body with 413 before reading it, without the memory growing", async () => {
    const before = rssOf(api.pid);
    const statuses = await Promise.all(
      [0, 1, 2, 3].map(() => sendLarge(`${api.origin}/api/auth/login`, 50, { "content-type": "application/json" })),
    );
    expect(statuses).toEqual([413, 413, 413, 413]);
    // Without a declared length (chunked) the read stops at the limit.
    const chunked = await fetch(`${api.origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream({
        start: (controller) => {
          for (let i = 0; i < 3; i += 1) controller.enqueue(new Uint8Array(1 << 20));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(rssOf(api.pid) - before).toBeLessThan(20 << 20);
    expect((await client(api.origin).signIn("owner")).status).toBe(200);
  });

  it("answers a broken percent-encoding in the path or the cookie with a 4xx and keeps serving", async () => {
    expect((await fetch(`${api.origin}/api/%E0%A4%A`)).status).toBe(400);
    const broken = await fetch(`${api.origin}/api/users/current`, { headers: { cookie: "session=%E0%A4%A" } });
    expect(broken.status).toBe(401);
    expect((await client(api.origin).signIn("owner")).status).toBe(200);
  });
});
