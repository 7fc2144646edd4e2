import { ws, type WebSocketData } from "msw";
import { MOCK_API_BASE } from "@/config";
import type { UserRecord } from "../db";
import { userOf } from "./auth";
import { FrameReader, serializeFrame, type Frame } from "./frames";

/** A STOMP 1.2 broker over msw's WebSocket interception; clients may send only to `route()`d destinations. */
export interface SendContext {
  user: UserRecord;
  destination: string;
  body: unknown;
}
type RouteHandler = (ctx: SendContext) => void;

interface BrokerSocket {
  send(data: WebSocketData): void;
  close(code?: number, reason?: string): void;
}

interface Connection {
  id: string;
  socket: BrokerSocket;
  reader: FrameReader;
  user: UserRecord | null;
  subscriptions: Map<string, string>;
  heartbeat?: ReturnType<typeof setInterval>;
  /** The negotiated server-to-client heart-beat interval (0 = none). */
  outgoingMs: number;
  /** The access token of the handshake's cookie (node server). */
  handshakeToken?: string;
}

export const STOMP_PATH = `${MOCK_API_BASE}/websocket`;
const URL_PATTERN = new RegExp(`^wss?://[^/]+${STOMP_PATH.replace(/\//g, "\\/")}$`);
/** Sends every 10 s and wants to hear from the client every 10 s. */
const SERVER_HEARTBEAT = [10_000, 10_000] as const;
const SERVER_NAME = "operator-panel-mock/1.0";
const CLOSE_UNAUTHORIZED = 4401;
const CLOSE_FORBIDDEN = 4403;
const CLOSE_PROTOCOL_ERROR = 1002;
const CLOSE_DROPPED = 1012;

const connections = new Set<Connection>();
const routes = new Map<string, RouteHandler>();
const sessionListeners = new Set<(userUuid: string) => void>();
let nextConnection = 1;
let nextMessage = 1;

const send = (conn: Connection, frame: Frame): void => conn.socket.send(serializeFrame(frame));

const stopHeartbeat = (conn: Connection): void => {
  clearInterval(conn.heartbeat);
  conn.heartbeat = undefined;
};

const close = (conn: Connection, code: number, reason?: string): void => {
  stopHeartbeat(conn);
  connections.delete(conn);
  // msw drops a frame sent just before a close unless the close waits a microtask.
  queueMicrotask(() => conn.socket.close(code, reason));
};

/** STOMP requires the server to close the connection right after an ERROR frame. */
const fail = (conn: Connection, message: string, body: string, code = CLOSE_PROTOCOL_ERROR): void => {
  send(conn, { command: "ERROR", headers: { message, "content-type": "text/plain" }, body });
  close(conn, code, message);
};

const receipt = (conn: Connection, frame: Frame): void => {
  const id = frame.headers.receipt;
  if (id !== undefined) send(conn, { command: "RECEIPT", headers: { "receipt-id": id }, body: "" });
};

const negotiate = (conn: Connection, frame: Frame): string => {
  const [cx = 0, cy = 0] = (frame.headers["heart-beat"] ?? "0,0").split(",").map((v) => Number.parseInt(v, 10) || 0);
  const [sx, sy] = SERVER_HEARTBEAT;
  conn.outgoingMs = cy > 0 ? Math.max(sx, cy) : 0;
  if (conn.outgoingMs > 0) conn.heartbeat = setInterval(() => conn.socket.send("\n"), conn.outgoingMs);
  return `${cy > 0 ? sx : 0},${cx > 0 ? sy : 0}`;
};

const onConnect = (conn: Connection, frame: Frame): void => {
  const versions = (frame.headers["accept-version"] ?? "1.0").split(",");
  if (!versions.includes("1.2")) {
    send(conn, {
      command: "ERROR",
      headers: { version: "1.2", message: "Supported protocol versions are 1.2" },
      body: "",
    });
    close(conn, CLOSE_PROTOCOL_ERROR);
    return;
  }
  const user = userOf(frame, conn.handshakeToken);
  if (user === "401") return fail(conn, "401", "Authentication required", CLOSE_UNAUTHORIZED);
  if (user === "403") return fail(conn, "403", "Account is not active", CLOSE_FORBIDDEN);
  conn.user = user;
  const heartBeat = negotiate(conn, frame);
  send(conn, {
    command: "CONNECTED",
    headers: {
      version: "1.2",
      "heart-beat": heartBeat,
      server: SERVER_NAME,
      session: conn.id,
      "user-name": user.login,
    },
    body: "",
  });
  for (const listener of sessionListeners) listener(user.uuid);
};

const parseBody = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const deliver = (conn: Connection, destination: string, body: string): void => {
  for (const [subscription, subscribed] of conn.subscriptions) {
    if (subscribed !== destination) continue;
    send(conn, {
      command: "MESSAGE",
      headers: { subscription, "message-id": `m-${nextMessage++}`, destination, "content-type": "application/json" },
      body,
    });
  }
};

const onSend = (conn: Connection, user: UserRecord, frame: Frame): void => {
  const destination = frame.headers.destination;
  if (!destination) return fail(conn, "Missing destination", "SEND needs a destination header");
  const handler = routes.get(destination);
  // A forged progress message on a topic would show in every console that listens to it.
  if (!handler) return fail(conn, "403", `Clients may not send to ${destination}`, CLOSE_FORBIDDEN);
  handler({ user, destination, body: parseBody(frame.body) });
  receipt(conn, frame);
};

const onFrame = (conn: Connection, frame: Frame): void => {
  if (frame.command === "CONNECT" || frame.command === "STOMP") {
    if (conn.user) return fail(conn, "Already connected", "CONNECT was sent twice");
    return onConnect(conn, frame);
  }
  const user = conn.user;
  if (!user) return fail(conn, "Not connected", `${frame.command} before CONNECT`);
  switch (frame.command) {
    case "SUBSCRIBE": {
      const { id, destination } = frame.headers;
      if (!id || !destination) return fail(conn, "Malformed frame", "SUBSCRIBE needs id and destination headers");
      conn.subscriptions.set(id, destination);
      return receipt(conn, frame);
    }
    case "UNSUBSCRIBE":
      if (!frame.headers.id) return fail(conn, "Malformed frame", "UNSUBSCRIBE needs an id header");
      conn.subscriptions.delete(frame.headers.id);
      return receipt(conn, frame);
    case "SEND":
      return onSend(conn, user, frame);
    case "DISCONNECT":
      receipt(conn, frame);
      return close(conn, 1000);
    default:
      // Every subscription is auto-acknowledged.
      return receipt(conn, frame);
  }
};

const onData = (conn: Connection, data: WebSocketData): void => {
  if (typeof data !== "string" && !(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data)) {
    return fail(conn, "Malformed frame", "Unsupported message type");
  }
  for (const result of conn.reader.push(data)) {
    if (!connections.has(conn)) return;
    if (result.kind === "error") return fail(conn, "Malformed frame", result.message);
    if (result.kind === "heartbeat") {
      if (conn.user && conn.outgoingMs > 0) conn.socket.send("\n");
    } else onFrame(conn, result.frame);
  }
};

const stompLink = ws.link(URL_PATTERN);

/** One client connection: feed it what the client sends and tell it when the socket closed. */
export const openConnection = (
  socket: BrokerSocket,
  handshakeToken?: string,
): { receive(data: WebSocketData): void; closed(): void; connected(): boolean } => {
  const conn: Connection = {
    id: `s-${nextConnection++}`,
    socket,
    reader: new FrameReader(),
    user: null,
    subscriptions: new Map(),
    outgoingMs: 0,
    handshakeToken,
  };
  connections.add(conn);
  return {
    receive: (data) => onData(conn, data),
    closed: () => {
      stopHeartbeat(conn);
      connections.delete(conn);
    },
    connected: () => conn.user !== null,
  };
};

export const stompHandlers = [
  stompLink.addEventListener("connection", ({ client }) => {
    const conn = openConnection(client);
    client.addEventListener("message", (event) => conn.receive(event.data));
    client.addEventListener("close", () => conn.closed());
  }),
];

export const broker = {
  /** Delivers `body` to every subscription of the user on `destination`; returns how many got it. */
  push(userUuid: string, destination: string, body: unknown): number {
    const text = JSON.stringify(body);
    let delivered = 0;
    for (const conn of connections) {
      if (conn.user?.uuid !== userUuid) continue;
      for (const subscribed of conn.subscriptions.values()) if (subscribed === destination) delivered += 1;
      deliver(conn, destination, text);
    }
    return delivered;
  },
  /** Delivers `body` to every subscriber the `audience` admits (everyone without one); returns how many got it. */
  publish(destination: string, body: unknown, audience?: (user: UserRecord) => boolean): number {
    const text = JSON.stringify(body);
    let delivered = 0;
    for (const conn of connections) {
      if (!conn.user || (audience && !audience(conn.user))) continue;
      for (const subscribed of conn.subscriptions.values()) if (subscribed === destination) delivered += 1;
      deliver(conn, destination, text);
    }
    return delivered;
  },
  route(destination: string, handler: RouteHandler): void {
    routes.set(destination, handler);
  },
  onSession(listener: (userUuid: string) => void): () => void {
    sessionListeners.add(listener);
    return () => sessionListeners.delete(listener);
  },
  isOnline: (userUuid: string): boolean => [...connections].some((c) => c.user?.uuid === userUuid),
  /** Closes every open socket as a crashed backend would; clients must reconnect by themselves. */
  dropAll(): number {
    const open = [...connections];
    for (const conn of open) close(conn, CLOSE_DROPPED, "Connection dropped");
    return open.length;
  },
  openCount: (): number => connections.size,
};
