import type { IncomingMessage } from "node:http";
import { MOCK_API_BASE } from "@/config";
import { isAllowedOrigin } from "./cors";

/** A refusal the server answers before any handler sees the request. */
export interface Refusal {
  status: number;
  message: string;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The two calls that upload a file: their bodies may be multipart, and larger. */
export const MULTIPART_PATHS: readonly string[] = [
  `${MOCK_API_BASE}/accounts/import`,
  `${MOCK_API_BASE}/users/update/avatar`,
];

/** A JSON body is at most this large; an upload at most MAX_UPLOAD_BYTES. */
export const MAX_BODY_BYTES = 1 << 20;
export const MAX_UPLOAD_BYTES = 10 << 20;

/**
 * A header a page's form or a no-cors fetch cannot set: a page of another origin that adds it
 * needs a preflight, which only the console's origins pass.
 */
export const UPLOAD_HEADER = "x-requested-with";

const mediaType = (request: IncomingMessage): string =>
  (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

const isJson = (type: string): boolean => type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);

const hasBody = (request: IncomingMessage): boolean =>
  request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0;

export const bodyLimitOf = (path: string): number =>
  MULTIPART_PATHS.includes(path) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;

/**
 * What keeps another web page from changing the server with the owner's cookie: a browser sends
 * a form, a `text/plain` fetch or a multipart upload to any origin without asking, with the
 * cookie, and CORS only hides the answer. So a change is carried out only when its Origin is one
 * of the console's (or absent: curl and scripts send none, and no browser omits it on these
 * methods), and when its body is JSON, which a page of another origin cannot send without a
 * preflight. The uploads are multipart by nature and carry UPLOAD_HEADER instead.
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

/** A declared length past the limit is refused before a byte of the body is read. */
export const declaredTooLarge = (request: IncomingMessage, limit: number): boolean =>
  Number(request.headers["content-length"] ?? 0) > limit;

export class BodyTooLarge extends Error {}

/**
 * Reads the body, giving up (BodyTooLarge) as soon as it passes `limit`; the request is left
 * paused, so nothing more of it is read.
 */
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

/** The path as the handlers match it, or null when its percent-encoding is broken. */
export const pathOf = (url: string | undefined): string | null => {
  try {
    const path = new URL(url ?? "/", "http://host").pathname;
    decodeURIComponent(path);
    return path;
  } catch {
    return null;
  }
};
