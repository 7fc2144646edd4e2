/** The API documentation page (spec §3 "Api documentation item", "ApiKey"); calls assumed in docs/api.md. */
export interface ApiDocItemWire {
  host: string;
  method: string;
  type: string;
  description: string;
  request_body: unknown;
  response_body_success: { status: number; data: unknown };
  response_body_error: { status: number; error_message: string };
}

export interface ApiDocItem {
  /** method and host: unique per item */
  id: string;
  host: string;
  method: string;
  type: string;
  description: string;
  requestBody: unknown;
  success: { status: number; data: unknown };
  error: { status: number; error_message: string };
}

export const toApiDocItem = (w: ApiDocItemWire): ApiDocItem => ({
  id: `${w.method} ${w.host}`,
  host: w.host,
  method: w.method.toUpperCase(),
  type: w.type,
  description: w.description,
  requestBody: w.request_body,
  success: w.response_body_success,
  error: w.response_body_error,
});

/** Formatted JSON for reading and copying; null and undefined read as "none" upstream. */
export const prettyJson = (value: unknown): string => JSON.stringify(value, null, 2);
