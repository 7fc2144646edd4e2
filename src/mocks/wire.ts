import { HttpResponse } from "msw";
import { MOCK_API_BASE } from "@/config";
import { nextTask } from "./db/paging";

/** The API's envelope (docs/api.md): `data` on success; `error_message` and per-field `errors`; markers as `status`. */
export type FieldErrors = Record<string, string>;
export type StatusMarker = "banned" | "new_user";

type Init = { status?: number; headers?: [string, string][] };

export const ok = <T>(data: T, init: Init = {}): Response =>
  HttpResponse.json({ data }, { status: init.status ?? 200, headers: init.headers });

/** A large list's body written a slice per task: the browser mock shares the page's thread. */
export const okInTasks = async <T>(list: readonly T[], totalCount: number, slice = 2_000): Promise<Response> => {
  const parts: string[] = [];
  for (let start = 0; start < list.length; start += slice) {
    parts.push(JSON.stringify(list.slice(start, start + slice)).slice(1, -1));
    await nextTask();
  }
  return new HttpResponse(`{"data":{"list":[${parts.join(",")}],"totalCount":${totalCount}}}`, {
    headers: { "Content-Type": "application/json" },
  });
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

export const VALIDATION_MESSAGE = "Validation failed";

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
