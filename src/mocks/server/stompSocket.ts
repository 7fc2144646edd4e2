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

/**
 * Where the STOMP endpoint answers: `<API base>/websocket`, which the console derives from
 * VITE_API_URL (the access cookie's path covers it), and `/websocket` at the root, the spec's
 * name for a base without the /api prefix.
 */
export const STOMP_PATHS: readonly string[] = [`${MOCK_API_BASE}/websocket`, "/websocket"];

const refuse = (socket: Duplex, status: number, reason: string): void => {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

const bridge = (client: WebSocket, request: IncomingMessage): void => {
  const conn = openConnection(
    {
      send: (data) => {
        if (client.readyState === client.OPEN) client.send(data);
      },
      close: (code, reason) => client.close(code, reason),
    },
    cookieOf(request.headers.cookie, ACCESS_COOKIE),
  );
  client.on("message", (data, isBinary) => conn.receive(isBinary ? (data as Buffer) : data.toString("utf8")));
  client.on("close", () => conn.closed());
  // A broken socket ends like a closed one; the broker forgets it.
  client.on("error", () => conn.closed());
};

/**
 * The mock's STOMP broker over a real WebSocket: each upgrade becomes one broker connection,
 * signed in by the handshake's access cookie (or the CONNECT frame's `session` header).
 * Browsers send an Origin, and only the console's origins may open a socket with its cookies.
 */
export const attachStomp = (server: Server, options: ServerOptions): { close(): void } => {
  const sockets = new WebSocketServer({ noServer: true });
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
    sockets.handleUpgrade(request, socket, head, (client) => {
      log(101);
      bridge(client, request);
    });
  });
  return {
    close: () => {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
    },
  };
};
