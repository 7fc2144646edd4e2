import { createServer as createHttpServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { getResponse, HttpHandler } from "msw";
import { DB_STORAGE_KEY, resetDb, setChangeLog, setDbStorage, storeWholeDb } from "../db";
import { faults, setDefaultLatency } from "../faults";
import { handlers } from "../handlers";
import { startCampaignSimulator, stopCampaignSimulator } from "../campaignSimulator";
import { accessLine, userOfRequest, userOfResponse } from "./accessLog";
import { CONTROL_BASE, control, controlRefusal } from "./control";
import { serverCookie } from "./cookies";
import { applyCors } from "./cors";
import { fileStorage } from "./fileStorage";
import { BodyTooLarge, bodyLimitOf, declaredTooLarge, pathOf, readLimitedBody, refusalOf } from "./gate";
import { endWithBody, isLargeRead, oneAtATime } from "./largeReads";
import type { ServerOptions } from "./options";
import { attachStomp } from "./stompSocket";

interface ApiServer {
  origin: string;
  port: number;
  close(): Promise<void>;
}

// The socket handler is served by attachStomp; msw's request loop takes the HTTP ones.
const httpHandlers = handlers.filter((h): h is HttpHandler => h instanceof HttpHandler);

const sendJson = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
};

const BACKGROUND_COMMIT_MS = 500;

/** How long a refused client may go on sending into a connection nobody reads. */
const REFUSED_LINGER_MS = 5_000;

/** Answers on the socket without reading the body (a reset would hide the answer); cut after REFUSED_LINGER_MS. */
const refuseUnread = (request: IncomingMessage, response: ServerResponse, status: number, message: string): number => {
  request.pause();
  const body = JSON.stringify({ error_message: message });
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)])),
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  const socket = request.socket;
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${head}\r\n${body}`);
  setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
  return status;
};

const parseJson = (raw: Buffer): Record<string, unknown> => {
  try {
    const value: unknown = raw.length > 0 ? JSON.parse(raw.toString("utf8")) : {};
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const toFetchRequest = (request: IncomingMessage, origin: string, body: Buffer): Request => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = request.method ?? "GET";
  return new Request(`${origin}${request.url ?? "/"}`, {
    method,
    headers,
    body: method === "GET" || method === "HEAD" || body.length === 0 ? undefined : new Uint8Array(body),
  });
};

const writeResponse = async (response: ServerResponse, answer: Response, secure: boolean): Promise<void> => {
  for (const [name, value] of answer.headers) {
    if (name !== "set-cookie") response.setHeader(name, value);
  }
  const cookies = answer.headers.getSetCookie().map((c) => serverCookie(c, secure));
  if (cookies.length > 0) response.setHeader("Set-Cookie", cookies);
  response.writeHead(answer.status);
  await endWithBody(response, answer.body);
};

const isSecure = (request: IncomingMessage, tls: boolean): boolean =>
  tls || request.headers["x-forwarded-proto"] === "https";

export const startApiServer = async (options: ServerOptions, simulate = true): Promise<ApiServer> => {
  const storage = options.dbFile ? fileStorage(options.dbFile, DB_STORAGE_KEY) : null;
  setDbStorage(storage);
  setChangeLog(storage);
  if (options.reset) resetDb();
  if (storage && storage.skippedLines() > 0)
    console.warn(`[api] ${storage.skippedLines()} unreadable journal line(s) skipped (a write cut short)`);
  // At start, at a clean stop, and when the journal grew large.
  const compact = (): void => {
    if (!storage) return;
    storage.commit();
    storage.compacted(storeWholeDb(storage.journaledTables()));
  };
  compact();
  // Changes made outside a request (socket messages, the simulator) are made durable here.
  const background = setInterval(() => {
    try {
      storage?.commit();
      if (storage?.wantsCompaction()) compact();
    } catch (error) {
      console.error("[api] could not write the journal", error);
    }
  }, BACKGROUND_COMMIT_MS);
  background.unref();
  setDefaultLatency(options.latencyMs);
  faults.reset();

  let origin = "";
  const largeRead = oneAtATime();
  const serve = async (request: IncomingMessage, response: ServerResponse): Promise<number> => {
    if (applyCors(request, response, options.origins)) return response.statusCode;
    const path = pathOf(request.url);
    if (path === null) return refuseUnread(request, response, 400, "The path's percent-encoding is broken");
    const isControl = path.startsWith(`${CONTROL_BASE}/`);
    const refused = isControl ? controlRefusal(request, options.controlKey) : null;
    if (refused)
      return refuseUnread(request, response, refused.status, (refused.body as { error_message: string }).error_message);
    const unsafe = refusalOf(request, path, options.origins);
    if (unsafe) return refuseUnread(request, response, unsafe.status, unsafe.message);
    const limit = bodyLimitOf(path);
    if (declaredTooLarge(request, limit))
      return refuseUnread(request, response, 413, `A body is at most ${limit} bytes`);
    let body: Buffer;
    try {
      body = await readLimitedBody(request, limit);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      return refuseUnread(request, response, 413, `A body is at most ${limit} bytes`);
    }
    const controlled = isControl ? control(request.method ?? "GET", path, parseJson(body)) : null;
    if (controlled) {
      storage?.commit();
      sendJson(response, controlled.status, controlled.body);
      return controlled.status;
    }
    const respond = async (): Promise<number> => {
      const answer = await getResponse(httpHandlers, toFetchRequest(request, origin, body), { baseUrl: `${origin}/` });
      if (!answer) {
        sendJson(response, 404, { error_message: "Not found" });
        return 404;
      }
      // An injected network failure: the connection drops without an answer, as a dead server's would.
      if (answer.type === "error") {
        request.socket.destroy();
        return 0;
      }
      // The change is on the disk before the client hears it was made.
      storage?.commit();
      await writeResponse(response, answer, isSecure(request, options.tls !== null));
      return answer.status;
    };
    return isLargeRead(request) ? largeRead(respond) : respond();
  };

  const onRequest = (request: IncomingMessage, response: ServerResponse): void => {
    const started = performance.now();
    const before = userOfRequest(request);
    // A client that goes away mid-body must not end the process with an unhandled error.
    request.on("error", () => undefined);
    serve(request, response)
      .catch((error: unknown) => {
        console.error("[api]", error);
        if (!response.headersSent) sendJson(response, 500, { error_message: "Internal server error" });
        else response.destroy();
        return 500;
      })
      .then((status) => {
        const user = before ?? userOfResponse(response);
        options.log?.(accessLine(request, status, performance.now() - started, user));
      })
      .catch(() => undefined);
  };

  const server = options.tls ? createHttpsServer(options.tls, onRequest) : createHttpServer(onRequest);
  const stomp = attachStomp(server, options);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `${options.tls ? "https" : "http"}://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`;
  if (simulate) startCampaignSimulator();

  return {
    origin,
    port,
    close: async () => {
      stopCampaignSimulator();
      stomp.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      clearInterval(background);
      compact();
    },
  };
};
