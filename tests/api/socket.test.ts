import WebSocket from "ws";
import { beforeAll, describe, expect, it } from "vitest";
import { client, type ApiProcess } from "./apiProcess";
import { sharedApi } from "./sharedServer";

/**
 * The STOMP socket of `npm run api` keeps users apart: a USER hears only their own campaigns,
 * may send only to the server's application destinations, and a socket that never signs in or
 * sends garbage is closed.
 */
const CONSOLE = "http://127.0.0.1:4173";
let api: ApiProcess;

beforeAll(async () => {
  api = await sharedApi();
});

interface Received {
  command: string;
  headers: Record<string, string>;
  body: string;
}

/** A raw socket speaking STOMP frames by hand, recording what the server sends. */
const openSocket = async (cookie?: string) => {
  const socket = new WebSocket(`${api.origin.replace(/^http/, "ws")}/api/websocket`, {
    headers: { origin: CONSOLE, ...(cookie ? { cookie } : {}) },
  });
  const frames: Received[] = [];
  let closedWith: number | null = null;
  socket.on("message", (data: Buffer) => {
    const text = data.toString("utf8");
    if (text.trim() === "") return;
    const [head = "", body = ""] = text.split("\n\n");
    const [command = "", ...lines] = head.split("\n");
    frames.push({
      command,
      headers: Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1)])),
      body: body.replace(/\0$/, ""),
    });
  });
  socket.on("close", (code) => {
    closedWith = code;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  const send = (command: string, headers: Record<string, string> = {}, body = ""): void =>
    socket.send(
      `${command}\n${Object.entries(headers)
        .map(([k, v]) => `${k}:${v}\n`)
        .join("")}\n${body}\0`,
    );
  return { socket, frames, send, closed: () => closedWith };
};

const signedInSocket = async (login: string) => {
  const user = client(api.origin);
  await user.signIn(login);
  const opened = await openSocket(user.cookieHeader());
  opened.send("CONNECT", { "accept-version": "1.2", host: "api" });
  await expect.poll(() => opened.frames.map((f) => f.command)).toContain("CONNECTED");
  return { ...opened, user };
};

describe("the STOMP socket of npm run api", () => {
  it("tells a USER nothing of another user's campaign, while an ADMIN hears it, and refuses a USER's SEND to a topic", async () => {
    const owner = client(api.origin);
    await owner.signIn("owner");
    const active = (await (
      await owner.call("GET", "/api/campaigns/users-list?page=1&size=50&status=ACTIVE")
    ).json()) as { data: { list: { id: number; owner: { login: string } }[] } };
    const id = active.data.list.find((c) => c.owner.login !== "operator")?.id;
    expect(id).toBeGreaterThan(0);

    const operator = await signedInSocket("operator");
    const admin = await signedInSocket("admin");
    for (const listener of [operator, admin]) {
      listener.send("SUBSCRIBE", { id: "all", destination: "/topic/campaigns" });
      listener.send("SUBSCRIBE", { id: "one", destination: `/topic/campaigns.${id}`, receipt: "subscribed" });
      await expect.poll(() => listener.frames.map((f) => f.command)).toContain("RECEIPT");
    }
    expect((await owner.call("PUT", `/api/campaigns/pause?id=${id}`)).status).toBe(200);
    await expect.poll(() => admin.frames.filter((f) => f.command === "MESSAGE")).toHaveLength(2);
    expect(operator.frames.filter((f) => f.command === "MESSAGE")).toEqual([]);

    operator.send("SEND", { destination: "/topic/campaigns", "content-type": "application/json" }, `{"id":${id}}`);
    await expect.poll(() => operator.frames.find((f) => f.command === "ERROR")?.headers.message).toBe("403");
    await expect.poll(() => operator.closed()).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(admin.frames.filter((f) => f.command === "MESSAGE")).toHaveLength(2);
    admin.socket.close();
  });

  it("lets one session hold at most 10 sockets", async () => {
    const user = client(api.origin);
    await user.signIn("operator");
    const held = await Promise.all(Array.from({ length: 10 }, () => openSocket(user.cookieHeader())));
    await expect(openSocket(user.cookieHeader())).rejects.toThrow(/429/);
    held[0]?.socket.close();
    await expect.poll(async () => (await openSocket(user.cookieHeader()).catch(() => null)) !== null).toBe(true);
    for (const one of held) one.socket.close();
  });

  it("closes a socket that sends no CONNECT within 5 s", { timeout: 20_000 }, async () => {
    const idle = await openSocket();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(idle.closed()).toBeNull();
    await expect.poll(() => idle.closed(), { timeout: 3_000 }).toBe(4408);
  });

  it("answers a garbage frame with an ERROR frame and a close, and refuses a frame past 1 MB", async () => {
    const garbage = await openSocket();
    garbage.socket.send("hello there\0");
    await expect.poll(() => garbage.frames[0]?.command).toBe("ERROR");
    await expect.poll(() => garbage.closed()).not.toBeNull();

    const large = await openSocket();
    large.socket.send(`SEND\ndestination:/ws/notificationsStart\n\n${"x".repeat((1 << 20) + 1)}\0`);
    await expect.poll(() => large.closed()).toBe(1009);
    expect((await client(api.origin).signIn("owner")).status).toBe(200);
  });
});
