import type { IncomingMessage, ServerResponse } from "node:http";

const METHODS = "GET, POST, PUT, PATCH, DELETE, OPTIONS";
const PREFLIGHT_MAX_AGE = 600;

export const isAllowedOrigin = (origin: string | undefined, allowed: readonly string[]): boolean =>
  origin !== undefined && allowed.includes(origin);

/** CORS with credentials for the console's origins (echoed, Vary: Origin); true when a preflight was answered. */
export const applyCors = (request: IncomingMessage, response: ServerResponse, allowed: readonly string[]): boolean => {
  const origin = request.headers.origin;
  response.setHeader("Vary", "Origin");
  const preflight = request.method === "OPTIONS" && request.headers["access-control-request-method"] !== undefined;
  if (!isAllowedOrigin(origin, allowed)) {
    if (preflight) response.writeHead(403).end();
    return preflight;
  }
  response.setHeader("Access-Control-Allow-Origin", origin ?? "");
  response.setHeader("Access-Control-Allow-Credentials", "true");
  if (!preflight) return false;
  response.setHeader("Access-Control-Allow-Methods", METHODS);
  const asked = request.headers["access-control-request-headers"];
  if (asked) response.setHeader("Access-Control-Allow-Headers", asked);
  response.setHeader("Access-Control-Max-Age", String(PREFLIGHT_MAX_AGE));
  response.writeHead(204).end();
  return true;
};
