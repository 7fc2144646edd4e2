import { HttpResponse } from "msw";
import { MOCK_API_BASE } from "@/config";
import { slicer } from "./db/paging";

/** The API's envelope (docs/api.md): `data` on success; `error_message` and per-field `errors`; markers as `status`. */
export type FieldErrors = Record<string, string>;
export type StatusMarker = "banned" | "new_user";

type Init = { status?: number; headers?: [string, string][] };

export const ok = <T>(data: T, init: Init = {}): Response =>
  HttpResponse.json({ data }, { status: init.status ?? 200, headers: init.headers });

/** Encoded in pieces of about this many characters, so no one step copies the whole body. */
const PIECE_CHARS = 64 * 1024;

/** A large list's body built in slices: other users' calls (or the page's own input) are served between them. */
export const okInTasks = async <Row, T>(
  rows: readonly Row[],
  totalCount: number,
  wire: (rows: readonly Row[]) => T[],
  slice = 200,
): Promise<Response> => {
  const pause = slicer();
  const encoder = new TextEncoder();
  const pieces: Uint8Array<ArrayBuffer>[] = [encoder.encode('{"data":{"list":[')];
  let text = "";
  for (let start = 0; start < rows.length; start += slice) {
    const json = JSON.stringify(wire(rows.slice(start, start + slice))).slice(1, -1);
    text += `${start > 0 && json ? "," : ""}${json}`;
    if (text.length >= PIECE_CHARS) {
      pieces.push(encoder.encode(text));
      text = "";
    }
    await pause();
  }
  pieces.push(encoder.encode(`${text}],"totalCount":${totalCount}}}`));
  let next = 0;
  // One piece a pull: a reader that writes each piece to a socket is never handed the whole body at once.
  const body = new ReadableStream<Uint8Array>(
    {
      pull: (controller) => {
        const piece = pieces[next];
        next += 1;
        if (piece) controller.enqueue(piece);
        else controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return new HttpResponse(body, { headers: { "Content-Type": "application/json" } });
};

export const fail = (status: number, message: string, errors?: FieldErrors, init: Init = {}): Response =>
  HttpResponse.json(errors ? { error_message: message, errors } : { error_message: message }, {
    status,
    headers: init.headers,
  });

export interface ErrorBody {
  error_message: string;
  errors?: FieldErrors;
  status?: StatusMarker;
}

const VALIDATION_MESSAGE = "Validation failed";

export const invalid = (errors: FieldErrors): Response => fail(422, VALIDATION_MESSAGE, errors);

/** A 2xx answer that the client must still reject, e.g. sign-in of a banned user. */
export const marked = <T>(marker: StatusMarker, data: T, init: Init = {}): Response =>
  HttpResponse.json({ status: marker, data }, { status: init.status ?? 200, headers: init.headers });

export const jsonBody = async (request: Request): Promise<Record<string, unknown>> => {
  try {
    const body: unknown = await request.json();
    return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export const stringField = (body: Record<string, unknown>, key: string): string => {
  const value = body[key];
  return typeof value === "string" ? value : "";
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** Every mock path lives under the API base the client uses when no API URL is configured. */
export const apiPath = (path: string): string => `${MOCK_API_BASE}${path}`;
