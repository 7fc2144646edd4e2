import { AxiosError, type AxiosAdapter, type GenericAbortSignal } from "axios";
import { timeoutMessage } from "@/api/errors";

/** Our own timer: our text, fake timers drive it, every adapter gets the limit; a caller's signal still aborts. */
export const withTimeout =
  (adapter: AxiosAdapter): AxiosAdapter =>
  (config) => {
    const ms = config.timeout ?? 0;
    if (ms <= 0) return adapter(config);
    const controller = new AbortController();
    const outer: GenericAbortSignal | undefined = config.signal;
    const forwardAbort = (): void => controller.abort();
    if (outer?.aborted) controller.abort();
    else outer?.addEventListener?.("abort", forwardAbort);

    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new AxiosError(timeoutMessage(ms), AxiosError.ECONNABORTED, config));
        controller.abort();
      }, ms);
      adapter({ ...config, timeout: 0, signal: controller.signal })
        .then(resolve, reject)
        .finally(() => {
          clearTimeout(timer);
          outer?.removeEventListener?.("abort", forwardAbort);
        });
    });
  };
