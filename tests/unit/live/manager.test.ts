import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { authEndpoints } from "@/api/endpoints/auth";
import type { User } from "@/api/types";
import { TIMING } from "@/config";
import { appLiveDeps, createLiveManager, type LiveManager } from "@/providers/live";
import { useAuthStore } from "@/state/auth";
import { FakeSocket } from "./fakeSocket";

const USER: User = {
  uuid: "u-1",
  username: "operator",
  login: "operator",
  email: "operator@example.test",
  name: "Emily",
  surname: "Carter",
  status: "ACTIVE",
  roles: ["USER"],
};

let manager: LiveManager;
let refresh: ReturnType<typeof vi.spyOn>;
const logError = vi.fn();

/** stompjs connects after an awaited beforeConnect, so each step needs its microtasks run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

const connect = async (): Promise<FakeSocket> => {
  await flush();
  const socket = FakeSocket.last();
  socket.accept();
  await flush();
  return socket;
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.created = [];
  logError.mockReset();
  useAuthStore.setState({ user: USER });
  refresh = vi.spyOn(authEndpoints, "refreshToken").mockResolvedValue(true);
  // The app's own wiring (auth store, refresh endpoint, 5 s), with the fake socket underneath.
  manager = createLiveManager({ ...appLiveDeps, socketFactory: (url) => new FakeSocket(url), logError });
});

afterEach(() => {
  manager.dispose();
  refresh.mockRestore();
  useAuthStore.setState({ user: null });
  vi.useRealTimers();
});

describe("live connection manager", () => {
  test("connects one STOMP client per key to <ws base>/websocket", async () => {
    manager.subscribe("a", "/topic/x", () => undefined);
    manager.subscribe("b", "/topic/y", () => undefined);
    manager.subscribe("a", "/topic/z", () => undefined);
    await flush();
    expect(FakeSocket.created.map((s) => s.url)).toEqual([
      "ws://localhost:3000/api/websocket",
      "ws://localhost:3000/api/websocket",
    ]);
  });

  test("goes connecting → connected → closed, and an unknown key is closed", async () => {
    const seen: string[] = [];
    manager.onState("k", (s) => seen.push(s));
    expect(manager.state("k")).toBe("closed");
    manager.subscribe("k", "/topic/x", () => undefined);
    expect(manager.state("k")).toBe("connecting");
    const socket = await connect();
    expect(manager.state("k")).toBe("connected");
    socket.serverClose(1006);
    await flush();
    expect(manager.state("k")).toBe("closed");
    expect(seen).toEqual(["connecting", "connected", "closed"]);
  });

  test("queues messages published while disconnected and flushes them in order on connect", async () => {
    manager.publish("k", "/ws/one", { n: 1 });
    manager.publish("k", "/ws/two", { n: 2 });
    manager.publish("k", "/ws/three", "plain");
    await flush();
    const socket = FakeSocket.last();
    expect(socket.commands()).toEqual([]);
    socket.accept();
    await flush();
    const sends = socket.frames().filter((f) => f.command === "SEND");
    expect(sends.map((f) => [f.headers.destination, f.body])).toEqual([
      ["/ws/one", '{"n":1}'],
      ["/ws/two", '{"n":2}'],
      ["/ws/three", "plain"],
    ]);
    manager.publish("k", "/ws/four", { n: 4 });
    expect(socket.frames().at(-1)?.headers.destination).toBe("/ws/four");
  });

  test("subscribes on connect, delivers parsed JSON bodies and resubscribes after a reconnect", async () => {
    const received: unknown[] = [];
    manager.subscribe("k", "/user/queue/x", (body) => received.push(body));
    const first = await connect();
    const subId = first.frames().find((f) => f.command === "SUBSCRIBE")?.headers.id;
    first.receive(`MESSAGE\nsubscription:${subId}\nmessage-id:1\ndestination:/user/queue/x\n\n[1,2]\0`);
    expect(received).toEqual([[1, 2]]);
    first.serverClose(1006);
    await vi.advanceTimersByTimeAsync(TIMING.wsReconnectMs);
    const second = FakeSocket.last();
    second.accept();
    await flush();
    expect(
      second
        .frames()
        .filter((f) => f.command === "SUBSCRIBE")
        .map((f) => f.headers.destination),
    ).toEqual(["/user/queue/x"]);
  });

  test("reconnects exactly 5000 ms after a close while a user is signed in", async () => {
    manager.subscribe("k", "/topic/x", () => undefined);
    const socket = await connect();
    socket.serverClose(1012);
    await vi.advanceTimersByTimeAsync(TIMING.wsReconnectMs - 1);
    expect(FakeSocket.created).toHaveLength(1);
    expect(manager.state("k")).toBe("closed");
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.created).toHaveLength(2);
    expect(manager.state("k")).toBe("connecting");
    expect(TIMING.wsReconnectMs).toBe(5000);
  });

  test("does not reconnect after a close when nobody is signed in", async () => {
    // Signed out from the start, so no sign-out transition closes the key first.
    useAuthStore.setState({ user: null });
    manager.subscribe("k", "/topic/x", () => undefined);
    const socket = await connect();
    socket.serverClose(1012);
    await vi.advanceTimersByTimeAsync(TIMING.wsReconnectMs * 3);
    expect(FakeSocket.created).toHaveLength(1);
    expect(manager.state("k")).toBe("closed");
  });

  test("closes and clears every connection when the user signs out", async () => {
    manager.subscribe("a", "/topic/x", () => undefined);
    manager.publish("b", "/ws/y", {});
    await flush();
    for (const socket of FakeSocket.created) socket.accept();
    await flush();
    expect([manager.state("a"), manager.state("b")]).toEqual(["connected", "connected"]);
    useAuthStore.setState({ user: null });
    await flush();
    expect([manager.state("a"), manager.state("b")]).toEqual(["closed", "closed"]);
    for (const socket of FakeSocket.created) {
      expect(socket.commands()).toContain("DISCONNECT");
      expect(socket.readyState).toBe(3);
    }
    await vi.advanceTimersByTimeAsync(TIMING.wsReconnectMs * 2);
    expect(FakeSocket.created).toHaveLength(2);
  });

  test.each([401, 403])("a close with code %i refreshes the token, then reactivates", async (code) => {
    manager.subscribe("k", "/topic/x", () => undefined);
    const socket = await connect();
    socket.serverClose(code);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(FakeSocket.created).toHaveLength(2);
    expect(manager.state("k")).toBe("connecting");
  });

  test("an ERROR frame whose message says 401 refreshes on the close that follows", async () => {
    manager.subscribe("k", "/topic/x", () => undefined);
    await flush();
    const socket = FakeSocket.last();
    socket.open();
    socket.receive("ERROR\nmessage:401\ncontent-type:text/plain\n\nAuthentication required\0");
    // A plain close code: only the ERROR frame tells that the session was refused.
    socket.serverClose(1000);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(FakeSocket.created).toHaveLength(2);
  });

  test("a failed refresh falls back to the 5 s retry instead of looping", async () => {
    refresh.mockRejectedValue(new Error("Token refresh failed"));
    manager.subscribe("k", "/topic/x", () => undefined);
    const socket = await connect();
    socket.serverClose(401);
    await flush();
    expect(FakeSocket.created).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(TIMING.wsReconnectMs);
    expect(FakeSocket.created).toHaveLength(2);
    FakeSocket.last().serverClose(401);
    await flush();
    // Still refused right after a refresh attempt: no second refresh, just the 5 s rule.
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test("logs broker ERROR frames with their message header and body", async () => {
    manager.subscribe("k", "/topic/x", () => undefined);
    const socket = await connect();
    socket.receive("ERROR\nmessage:Malformed frame\ncontent-type:text/plain\n\nSUBSCRIBE needs id\0");
    expect(logError).toHaveBeenCalledWith("Malformed frame", "SUBSCRIBE needs id");
  });

  test("the app wiring logs broker errors with console.error(message, body)", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    appLiveDeps.logError("Bad", "body text");
    expect(spy).toHaveBeenCalledWith("Bad", "body text");
    spy.mockRestore();
  });

  test("sends the configured connect headers", async () => {
    manager.configure("k", { connectHeaders: { "x-client": "console" } });
    manager.subscribe("k", "/topic/x", () => undefined);
    await flush();
    FakeSocket.last().open();
    expect(FakeSocket.last().frames()[0]?.headers["x-client"]).toBe("console");
  });

  test("unsubscribe sends UNSUBSCRIBE and stops delivery", async () => {
    const received: unknown[] = [];
    const off = manager.subscribe("k", "/topic/x", (body) => received.push(body));
    const socket = await connect();
    const id = socket.frames().find((f) => f.command === "SUBSCRIBE")?.headers.id;
    off();
    expect(socket.frames().at(-1)).toMatchObject({ command: "UNSUBSCRIBE", headers: { id } });
    socket.receive(`MESSAGE\nsubscription:${id}\nmessage-id:1\ndestination:/topic/x\n\n{}\0`);
    expect(received).toEqual([]);
  });
});
