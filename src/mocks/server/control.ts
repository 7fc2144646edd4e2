import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { UserStatus } from "@/api/types";
import { TEXT_LIMITS } from "@/config";
import { findUserByLogin, resetDb } from "../db";
import { faults, type FailOptions } from "../faults";
import { setUserStatus } from "../handlers/userAdmin";
import { notifyUser, setDemoPushes } from "../stomp";

/**
 * The browser's `window.__mock` controls over HTTP under /__mock (docs/api.md "The API server"). They reset data and
 * ban users, so each call needs the start-up key in X-Control-Key; a call from a page (with an Origin) is refused.
 */
export const CONTROL_BASE = "/__mock";

const STATUSES: readonly UserStatus[] = ["ACTIVE", "NEW", "BANNED"];

/** Longer would hold every user's calls (and their sockets) for minutes. */
const MAX_LATENCY_MS = 10_000;

interface ControlAnswer {
  status: number;
  body: unknown;
}

type Body = Record<string, unknown>;

const done = (body: unknown = { ok: true }): ControlAnswer => ({ status: 200, body });
const bad = (message: string): ControlAnswer => ({ status: 422, body: { error_message: message } });

const optionalNumber = (body: Body, name: string): number | undefined | null => {
  const value = body[name];
  if (value === undefined) return undefined;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};

const failNext = (body: Body): ControlAnswer => {
  const count = optionalNumber(body, "count");
  const status = optionalNumber(body, "status");
  if (count === null || status === null) return bad("count and status are numbers");
  const options: FailOptions = { status, network: body.network === true };
  if (typeof body.path === "string") options.path = body.path;
  faults.failNext(count ?? 1, options);
  return done({ pending: faults.pending() });
};

const userByLogin = (body: Body) => (typeof body.login === "string" ? findUserByLogin(body.login) : undefined);

const POST: Readonly<Record<string, (body: Body) => ControlAnswer>> = {
  "/faults/failNext": failNext,
  "/faults/setLatency": (body) => {
    const ms = optionalNumber(body, "ms");
    if (ms === null || ms === undefined || !Number.isInteger(ms) || ms < 0 || ms > MAX_LATENCY_MS)
      return { status: 400, body: { error_message: `ms is a whole number from 0 to ${MAX_LATENCY_MS}` } };
    faults.setLatency(ms);
    return done();
  },
  "/faults/expireSession": () => {
    faults.expireSession();
    return done();
  },
  "/faults/dropSocket": () => done({ dropped: faults.dropSocket() }),
  "/faults/reset": () => {
    faults.reset();
    return done();
  },
  "/reset": () => {
    resetDb();
    faults.reset();
    return done();
  },
  "/notify": (body) => {
    const user = userByLogin(body);
    if (!user) return { status: 404, body: { error_message: "User not found" } };
    const title = String(body.title ?? "");
    const text = String(body.body ?? "");
    if (title.length > TEXT_LIMITS.name || text.length > TEXT_LIMITS.text)
      return bad(`title has at most ${TEXT_LIMITS.name} characters, body ${TEXT_LIMITS.text}`);
    const row = notifyUser(user.uuid, { title, body: text });
    return done({ id: row.id });
  },
  "/userStatus": (body) => {
    const user = userByLogin(body);
    if (!user) return { status: 404, body: { error_message: "User not found" } };
    const status = STATUSES.find((s) => s === body.status);
    if (!status) return bad(`status is one of ${STATUSES.join(", ")}`);
    return done({ status: setUserStatus(user, status).status });
  },
  "/demoPushes": (body) => {
    setDemoPushes(body.on === true);
    return done();
  },
};

const CONTROL_KEY_HEADER = "x-control-key";

const sameKey = (given: string, key: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Why a control call may not run (off, from a page, without the key), or null when it may. */
export const controlRefusal = (request: IncomingMessage, key: string | null): ControlAnswer | null => {
  if (key === null) return { status: 404, body: { error_message: "The controls are off" } };
  if (request.headers.origin !== undefined)
    return { status: 403, body: { error_message: "The controls are not for web pages" } };
  const given = request.headers[CONTROL_KEY_HEADER];
  if (typeof given !== "string" || !sameKey(given, key))
    return { status: 401, body: { error_message: `The controls need the server's key in ${CONTROL_KEY_HEADER}` } };
  return null;
};

/** null when the path is not one. */
export const control = (method: string, path: string, body: Body): ControlAnswer | null => {
  if (!path.startsWith(`${CONTROL_BASE}/`)) return null;
  const name = path.slice(CONTROL_BASE.length);
  if (method === "GET" && name === "/faults/pending") return done({ pending: faults.pending() });
  const action = POST[name];
  if (!action) return { status: 404, body: { error_message: "Unknown control" } };
  if (method !== "POST") return { status: 405, body: { error_message: "Use POST" } };
  return action(body);
};
