import { Client, type IMessage } from "@stomp/stompjs";
import WebSocket from "ws";
import { beforeAll, describe, expect, it } from "vitest";
import { client, type ApiProcess } from "./apiProcess";
import { sharedApi } from "./sharedServer";

/**
 * `npm run api` over a real network: the console's calls with cookies, one state for every
 * client, the STOMP broker over a real WebSocket, the fault controls and CORS.
 */
const CONSOLE = "http://127.0.0.1:4173";
let api: ApiProcess;

beforeAll(async () => {
  api = await sharedApi();
});

describe("npm run api", () => {
  it("signs in with the console's body and answers /machines/list to the cookie, as the console calls it", async () => {
    const owner = client(api.origin);
    const signIn = await owner.signIn("owner");
    expect(signIn.status).toBe(200);
    expect((await signIn.json()) as unknown).toMatchObject({ data: { login: "owner", roles: ["OWNER"] } });
    const cookies = signIn.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^session=\w+; Path=\/api; Max-Age=900; HttpOnly; SameSite=Lax$/);
    expect(cookies[1]).toMatch(/^refresh=\w+; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Lax$/);

    const list = await owner.call("GET", "/api/machines/list?page=1&size=5&sort=updated:desc");
    expect(list.status).toBe(200);
    const body = (await list.json()) as { data: { list: { updated: string }[]; totalCount: number } };
    expect(body.data.list).toHaveLength(5);
    expect(body.data.totalCount).toBeGreaterThan(5);
    const updated = body.data.list.map((m) => m.updated);
    expect(updated).toEqual([...updated].sort().reverse());

    expect((await client(api.origin).call("GET", "/api/machines/list?page=1&size=5")).status).toBe(401);
    await expect.poll(() => api.output().join("\n")).toMatch(
      / GET \/api\/machines\/list\?page=1&size=5&sort=updated:desc 200 \d+ms owner$/m,
    );
  });

  it("shares one state: a locale the admin adds is in the operator's list", async () => {
    const admin = client(api.origin);
    const operator = client(api.origin);
    await admin.signIn("admin");
    await operator.signIn("operator");
    const created = await admin.call("PUT", "/api/locales/", {
      language: "xx",
      country: "zz",
      name: "Sharedland",
      type: "TEST",
    });
    expect(created.status).toBe(201);
    const seen = (await (await operator.call("GET", "/api/locales/list?search=Sharedland")).json()) as {
      data: { list: { name: string }[] };
    };
    expect(seen.data.list.map((l) => l.name)).toEqual(["Sharedland"]);
  });

  it("delivers a notification over STOMP on a real WebSocket, signed in by the handshake's cookie", async () => {
    const robot = client(api.origin);
    await robot.signIn("robot");
    const lists: unknown[][] = [];
    const stomp = new Client({
      webSocketFactory: () =>
        new WebSocket(`${api.origin.replace(/^http/, "ws")}/api/websocket`, {
          headers: { cookie: robot.cookieHeader(), origin: CONSOLE },
        }),
      reconnectDelay: 0,
    });
    const connected = new Promise<void>((resolve, reject) => {
      stomp.onWebSocketClose = (event: { code: number }) => reject(new Error(`the socket closed (${event.code})`));
      stomp.onConnect = () => {
        stomp.subscribe("/user/queue/notificationCenter", (message: IMessage) =>
          lists.push(JSON.parse(message.body) as unknown[]),
        );
        stomp.publish({ destination: "/ws/notificationsStart", body: JSON.stringify({ language: "en" }) });
        resolve();
      };
    });
    stomp.activate();
    await connected;
    await expect.poll(() => lists.length).toBe(1);
    const pushed = await api.control("notify", { login: "robot", title: "Over the wire", body: "A real socket" });
    expect(pushed.status).toBe(200);
    await expect.poll(() => lists.length).toBe(2);
    expect(lists[1]?.[0]).toMatchObject({ title: "Over the wire", body: "A real socket", status: "NEW" });
    await stomp.deactivate();
    await expect.poll(() => api.output().join("\n")).toMatch(/ GET \/api\/websocket 101 \d+ms robot$/m);
  });

  it("refuses a socket from an origin that is not the console's", async () => {
    const socket = new WebSocket(`${api.origin.replace(/^http/, "ws")}/api/websocket`, {
      headers: { origin: "http://evil.example" },
    });
    const status = await new Promise<number>((resolve) =>
      socket.once("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0)),
    );
    expect(status).toBe(403);
  });

  it("takes the fault controls over HTTP", async () => {
    const operator = client(api.origin);
    await operator.signIn("operator");
    const control = (name: string, body: unknown = {}) => api.control(`faults/${name}`, body);
    const pending = async () => (await api.control("faults/pending", undefined, "GET")).json();

    expect((await control("failNext", { count: 2, status: 503, path: "/users/current" })).status).toBe(200);
    expect(await pending()).toEqual({ pending: 2 });
    expect((await operator.call("GET", "/api/users/current")).status).toBe(503);
    expect((await operator.call("GET", "/api/auth/checkToken")).status).toBe(200);
    await control("reset");
    expect(await pending()).toEqual({ pending: 0 });
    expect((await operator.call("GET", "/api/users/current")).status).toBe(200);

    await control("failNext", { network: true });
    await expect(operator.call("GET", "/api/users/current")).rejects.toThrow();

    await control("setLatency", { ms: 300 });
    const started = performance.now();
    await operator.call("GET", "/api/users/current");
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
    await control("reset");

    await control("expireSession");
    expect((await operator.call("GET", "/api/users/current")).status).toBe(401);
    expect((await operator.call("GET", "/api/auth/refreshToken")).status).toBe(200);
    expect((await operator.call("GET", "/api/users/current")).status).toBe(200);
  });

  it("answers a credentialed preflight for the console's origin only", async () => {
    const preflight = (origin: string) =>
      fetch(`${api.origin}/api/auth/login`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
      });
    const allowed = await preflight(CONSOLE);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(CONSOLE);
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");
    expect(allowed.headers.get("access-control-allow-headers")).toBe("content-type");
    expect(allowed.headers.get("access-control-allow-methods")).toContain("POST");

    const refused = await preflight("http://evil.example");
    expect(refused.status).toBe(403);
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();

    const answer = await fetch(`${api.origin}/api/auth/checkToken`, { headers: { origin: CONSOLE } });
    expect(answer.headers.get("access-control-allow-origin")).toBe(CONSOLE);
    expect(answer.headers.get("vary")).toContain("Origin");
  });
});
