import type { IncomingMessage } from "node:http";
import { MOCK_API_BASE } from "@/config";
import { isAllowedOrigin } from "./cors";

interface Refusal {
  status: number;
  message: string;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The two calls that upload a file: their bodies may be multipart, and larger. */
const MULTIPART_PATHS: readonly string[] = [`${MOCK_API_BASE}/accounts/import`, `${MOCK_API_BASE}/users/update/avatar`];

const MAX_BODY_BYTES = 1 << 20;
const MAX_UPLOAD_BYTES = 10 << 20;

/** A page's form or a no-cors fetch cannot set this header: another origin adding it needs a preflight. */
const UPLOAD_HEADER = "x-requested-with";

const mediaType = (request: IncomingMessage): string =>
  (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

const isJson = (type: string): boolean => type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);

const hasBody = (request: IncomingMessage): boolean =>
  request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0;

export const bodyLimitOf = (path: string): number =>
  MULTIPART_PATHS.includes(path) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;

/**
 * CSRF guard: a change runs only with one of the console's Origins (or none: curl; browsers always send one here)
 * and a JSON body, which another origin cannot send without a preflight; uploads carry UPLOAD_HEADER instead.
 */
export const refusalOf = (request: IncomingMessage, path: string, origins: readonly string[]): Refusal | null => {
  const method = request.method ?? "GET";
  if (!UNSAFE.has(method)) return null;
  const origin = request.headers.origin;
  if (origin !== undefined && !isAllowedOrigin(origin, origins))
    return { status: 403, message: "This origin may not change data" };
  const type = mediaType(request);
  if (type === "" && !hasBody(request)) return null;
  if (isJson(type)) return null;
  if (type === "multipart/form-data" && MULTIPART_PATHS.includes(path) && request.headers[UPLOAD_HEADER] !== undefined)
    return null;
  return { status: 403, message: "A change must be sent as JSON" };
};

export const declaredTooLarge = (request: IncomingMessage, limit: number): boolean =>
  Number(request.headers["content-length"] ?? 0) > limit;

export class BodyTooLarge extends Error {}

/** Gives up (BodyTooLarge) as soon as the body passes `limit`, leaving the request paused. */
export const readLimitedBody = (request: IncomingMessage, limit: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      request.pause();
      request.off("data", onData);
      reject(new BodyTooLarge());
    };
    request.on("data", onData);
    request.once("end", () => resolve(Buffer.concat(chunks)));
    request.once("error", reject);
  });

/** null when its percent-encoding is broken. */
export const pathOf = (url: string | undefined): string | null => {
  try {
    const path = new URL(url ?? "/", "http://host").pathname;
    decodeURIComponent(path);
    return path;
  } catch {
    return null;
  }
};
