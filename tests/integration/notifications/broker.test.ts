import { waitFor } from "@testing-library/react";
import type { LiveEvent } from "@refinedev/core";
import { afterEach, describe, expect, test, vi } from "vitest";
import { users } from "@/mocks/db";
import { notifications, notificationsOf } from "@/mocks/db/notifications";
import { faults } from "@/mocks/faults";
import { broker, notifyRoles, STOMP_PATH } from "@/mocks/stomp";
import {
  live,
  liveProvider,
  NOTIFICATION_DELETE,
  NOTIFICATION_DISMISS,
  NOTIFICATION_QUEUE,
  NOTIFICATION_START,
  NOTIFICATIONS_KEY,
} from "@/providers/live";
import { useAuthStore } from "@/state/auth";
import { signInAs } from "./harness";
import { connectFrame, RawSocket, until } from "./rawSocket";

const sockets: RawSocket[] = [];
const raw = async (): Promise<RawSocket> => {
  const socket = new RawSocket();
  sockets.push(socket);
  await socket.open();
  return socket;
};

afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
  useAuthStore.setState({ user: null });
});

describe("mock STOMP broker on the wire", () => {
  test("listens on <ws base>/websocket", () => {
    expect(STOMP_PATH).toBe("/api/websocket");
  });

  test("CONNECT gets CONNECTED 1.2 with negotiated heart-beats and the server name", async () => {
    await signInAs("operator");
    const socket = await raw();
    socket.send(connectFrame("4000,20000"));
    const connected = await socket.next("CONNECTED");
    // The broker offers 10 s both ways: it sends every max(10000, 20000), expects every max(4000, 10000).
    expect(connected.headers).toMatchObject({
      version: "1.2",
      "heart-beat": "10000,10000",
      server: "operator-panel-mock/1.0",
      "user-name": "operator",
    });
  });

  test("without a valid session: ERROR with message 401, then close code 4401", async () => {
    const socket = await raw();
    socket.send(connectFrame());
    const error = await socket.next("ERROR");
    expect(error.headers.message).toBe("401");
    expect(await socket.closed()).toBe(4401);
  });

  test("a malformed frame gets an ERROR and the socket is closed", async () => {
    await signInAs("operator");
    const socket = await raw();
    socket.send(connectFrame());
    await socket.next("CONNECTED");
    socket.send("SUBSCRIBE\ndestination:/user/queue/x\n\n\0");
    expect((await socket.next("ERROR")).headers.message).toBe("Malformed frame");
    expect(await socket.closed()).toBe(1002);
  });

  test("frames before CONNECT are refused", async () => {
    const socket = await raw();
    socket.send("SEND\ndestination:/ws/notificationsStart\n\n{}\0");
    expect((await socket.next("ERROR")).headers.message).toBe("Not connected");
  });

  test("RECEIPT when asked, MESSAGE headers, and DISCONNECT closes after its receipt", async () => {
    const user = await signInAs("operator");
    const socket = await raw();
    socket.send(connectFrame());
    await socket.next("CONNECTED");
    socket.send(`SUBSCRIBE\nid:sub-7\ndestination:${NOTIFICATION_QUEUE}\nreceipt:r-1\n\n\0`);
    expect((await socket.next("RECEIPT")).headers["receipt-id"]).toBe("r-1");
    socket.send(`SEND\ndestination:${NOTIFICATION_START}\ncontent-type:application/json\n\n{"start":true}\0`);
    const message = await socket.next("MESSAGE");
    expect(message.headers).toMatchObject({
      subscription: "sub-7",
      destination: NOTIFICATION_QUEUE,
      "content-type": "application/json",
    });
    expect(message.headers["message-id"]).toBeTruthy();
    expect(JSON.parse(message.body)).toEqual(notificationsOf(user.uuid));
    socket.send("DISCONNECT\nreceipt:bye\n\n\0");
    await waitFor(() => expect(socket.frames().some((f) => f.headers["receipt-id"] === "bye")).toBe(true));
    expect(await socket.closed()).toBe(1000);
  });

  test("the start message's language words the list in it (seeded texts), and the next start in another", async () => {
    const user = await signInAs("admin");
    const socket = await raw();
    socket.send(connectFrame());
    await socket.next("CONNECTED");
    socket.send(`SUBSCRIBE\nid:s\ndestination:${NOTIFICATION_QUEUE}\n\n\0`);
    const titles = async (language: string) => {
      const seen = socket.frames().filter((f) => f.command === "MESSAGE").length;
      socket.send(`SEND\ndestination:${NOTIFICATION_START}\n\n{"start":true,"language":"${language}"}\0`);
      await until(() => socket.frames().filter((f) => f.command === "MESSAGE").length > seen, "the worded list");
      const message = socket.frames().filter((f) => f.command === "MESSAGE")[seen];
      return (JSON.parse(message.body) as { id: number; title: string }[]).map((n) => n.title);
    };
    const english = notificationsOf(user.uuid).map((n) => n.title);
    const polish = await titles("pl");
    expect(polish).toEqual(notificationsOf(user.uuid, "pl").map((n) => n.title));
    expect(polish.filter((title, i) => title !== english[i])).toHaveLength(english.length);
    expect(await titles("uk")).toEqual(notificationsOf(user.uuid, "ua").map((n) => n.title));
    expect(await titles("en")).toEqual(english);
  });

  test("answers EOL heart-beats and sends its own at the negotiated interval", async () => {
    await signInAs("operator");
    const socket = await raw();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    socket.send(connectFrame("0,10000"));
    await socket.next("CONNECTED");
    const beats = () => socket.received.filter((r) => r === "\n").length;
    socket.send("\n");
    await until(() => beats() === 1, "the answer to a heart-beat");
    vi.advanceTimersByTime(9_999);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(beats()).toBe(1);
    vi.advanceTimersByTime(1);
    await until(() => beats() === 2, "the broker's own heart-beat");
  });

  test("a user's queue only carries that user's list; other ids are ignored and NEW items cannot be deleted", async () => {
    const user = await signInAs("operator");
    const stranger = notifications.find((n) => n.userUuid !== user.uuid);
    const own = notificationsOf(user.uuid).find((n) => n.status === "NEW");
    const socket = await raw();
    socket.send(connectFrame());
    await socket.next("CONNECTED");
    socket.send(`SUBSCRIBE\nid:s\ndestination:${NOTIFICATION_QUEUE}\n\n\0`);
    socket.send(`SEND\ndestination:${NOTIFICATION_DISMISS}\n\n{"id":${stranger?.id}}\0`);
    socket.send(`SEND\ndestination:${NOTIFICATION_DELETE}\n\n{"id":${own?.id}}\0`);
    await waitFor(() => expect(socket.frames().filter((f) => f.command === "MESSAGE")).toHaveLength(2));
    expect(notifications.get(Number(stranger?.id))?.status).toBe(stranger?.status);
    expect(notifications.get(Number(own?.id))?.status).toBe("NEW");
  });

  test("notifyRoles reaches every active holder of the roles", () => {
    const rows = notifyRoles(["OWNER"], { title: "Server updated", body: "app-01 is on 2.15.0" });
    const owners = users.filter((u) => u.status === "ACTIVE" && u.roles.includes("OWNER"));
    expect(rows.map((r) => r.userUuid).sort()).toEqual(owners.map((u) => u.uuid).sort());
    expect(rows.every((r) => r.status === "NEW")).toBe(true);
  });
});

describe("the app's live connection against the broker", () => {
  test("an expired session: ERROR 401 is logged, the token is refreshed and the socket reconnects", async () => {
    await signInAs("operator");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    faults.expireSession();
    const received: unknown[] = [];
    live.subscribe(NOTIFICATIONS_KEY, NOTIFICATION_QUEUE, (body) => received.push(body));
    live.publish(NOTIFICATIONS_KEY, NOTIFICATION_START, { start: true });
    await waitFor(() => expect(live.state(NOTIFICATIONS_KEY)).toBe("connected"));
    expect(logged).toHaveBeenCalledWith("401", "Authentication required");
    // The queued start went out after the reconnection, so the list arrived.
    await waitFor(() => expect(received).toHaveLength(1));
  });

  test("refine's live provider hears what the server announces and sends nothing of its own (clients may not send to topics)", async () => {
    await signInAs("admin");
    expect(liveProvider.publish).toBeUndefined();
    const events: LiveEvent[] = [];
    liveProvider.subscribe({ channel: "resources/servers", types: ["updated"], callback: (e) => events.push(e) });
    const event = { type: "updated", payload: { ids: [7] }, date: new Date().toISOString() };
    // Published until the subscription is in place: it counts the subscribers it reached.
    await waitFor(() => expect(broker.publish("/topic/resources/servers", event)).toBe(1));
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ channel: "resources/servers", type: "updated", payload: { ids: [7] } });
  });
});
