/** The API documentation page; its calls are assumed in docs/api.md. */
export interface ApiDocItemWire {
  host: string;
  method: string;
  type: string;
  description: string;
  request_body: unknown;
  response_body_success: { status: number; data: unknown };
  response_body_error: { status: number; error_message: string };
}

/** The wire item with the app's names for its bodies; host, method, type and description are the wire's. */
export interface ApiDocItem extends Pick<ApiDocItemWire, "host" | "method" | "type" | "description"> {
  id: string;
  requestBody: ApiDocItemWire["request_body"];
  success: ApiDocItemWire["response_body_success"];
  error: ApiDocItemWire["response_body_error"];
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
