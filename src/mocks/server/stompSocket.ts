import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { MOCK_API_BASE } from "@/config";
import { ACCESS_COOKIE } from "../session";
import { openConnection } from "../stomp";
import { userOfRequest, accessLine } from "./accessLog";
import { cookieOf } from "./cookies";
import { isAllowedOrigin } from "./cors";
import type { ServerOptions } from "./options";

/** The API base's `/websocket` (the access cookie's path covers it), and `/websocket` for a base without /api. */
const STOMP_PATHS: readonly string[] = [`${MOCK_API_BASE}/websocket`, "/websocket"];

const MAX_FRAME_BYTES = 1 << 20;
const CONNECT_WITHIN_MS = 5_000;
/** The console opens one per tab. */
const MAX_SOCKETS_PER_SESSION = 10;
const CLOSE_NO_CONNECT = 4408;

const refuse = (socket: Duplex, status: number, reason: string): void => {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

const bridge = (client: WebSocket, token: string | undefined): void => {
  const conn = openConnection(
    {
      send: (data) => {
        if (client.readyState === client.OPEN) client.send(data);
      },
      close: (code, reason) => client.close(code, reason),
    },
    token,
  );
  const deadline = setTimeout(() => {
    if (!conn.connected()) client.close(CLOSE_NO_CONNECT, "No CONNECT");
  }, CONNECT_WITHIN_MS);
  let ended = false;
  const end = (): void => {
    if (ended) return;
    ended = true;
    clearTimeout(deadline);
    conn.closed();
  };
  client.on("message", (data, isBinary) => conn.receive(isBinary ? (data as Buffer) : data.toString("utf8")));
  client.on("close", end);
  // A broken socket (a frame past maxPayload among them) ends like a closed one; the broker forgets it.
  client.on("error", end);
};

/** Signed in by the handshake's access cookie or CONNECT's `session`; only the console's origins may open one. */
export const attachStomp = (server: Server, options: ServerOptions): { close(): void } => {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const perSession = new Map<string, number>();
  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const started = performance.now();
    const path = new URL(request.url ?? "/", "http://host").pathname;
    const log = (status: number): void =>
      options.log?.(accessLine(request, status, performance.now() - started, userOfRequest(request)));
    if (!STOMP_PATHS.includes(path)) {
      log(404);
      return refuse(socket, 404, "Not Found");
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, options.origins)) {
      log(403);
      return refuse(socket, 403, "Forbidden");
    }
    const token = cookieOf(request.headers.cookie, ACCESS_COOKIE);
    const held = token === undefined ? 0 : (perSession.get(token) ?? 0);
    if (token !== undefined && held >= MAX_SOCKETS_PER_SESSION) {
      log(429);
      return refuse(socket, 429, "Too Many Requests");
    }
    if (token !== undefined) {
      perSession.set(token, held + 1);
      socket.once("close", () => {
        const left = (perSession.get(token) ?? 1) - 1;
        if (left > 0) perSession.set(token, left);
        else perSession.delete(token);
      });
    }
    sockets.handleUpgrade(request, socket, head, (client) => {
      log(101);
      bridge(client, token);
    });
  });
  return {
    close: () => {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
    },
  };
};
