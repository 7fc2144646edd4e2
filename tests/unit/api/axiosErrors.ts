import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";

/** The request config the failures below carry (a 30 s timeout, as the app's). */
export const config = { headers: new AxiosHeaders(), timeout: 30000 } as InternalAxiosRequestConfig;

/** The AxiosError of an answer with `status` and body `data`, with the code axios gives it. */
export const withResponse = (status: number, data: unknown): AxiosError => {
  const response: AxiosResponse = { status, data, statusText: "", headers: {}, config, request: {} };
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  return new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
};
