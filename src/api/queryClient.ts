import { keepPreviousData, QueryClient } from "@tanstack/react-query";
import { QUERY_CACHE } from "@/config";
import { isRetryableQueryError, MESSAGES } from "@/api/errors";
import { notifyOffline } from "@/api/httpHooks";

/**
 * refine's query cache with the request settings (stale 60 s, 3 retries, no refetch on focus)
 * and refine's own default of keeping the previous page while the next one loads.
 *
 * React Query's default network mode pauses a call while the browser is offline, before it
 * reaches the request layer's offline gate: nothing is sent and nothing is said. The pause itself
 * is right (the call resumes once, when the browser is back online), so the cache only adds what
 * the gate would have done: the offline alert for every call that is held back.
 */
export const createQueryClient = (): QueryClient => {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE.staleTimeMs,
        refetchOnWindowFocus: QUERY_CACHE.refetchOnWindowFocus,
        placeholderData: keepPreviousData,
        retry: (count, error) => count < QUERY_CACHE.retries && isRetryableQueryError(error),
      },
    },
  });
  client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated") return;
    const { type } = event.action;
    if ((type === "fetch" || type === "pause") && event.query.state.fetchStatus === "paused") {
      notifyOffline(MESSAGES.offline);
    }
  });
  client.getMutationCache().subscribe((event) => {
    if (event.type !== "updated") return;
    const { type } = event.action;
    if ((type === "pending" || type === "pause") && event.mutation.state.isPaused) notifyOffline(MESSAGES.offline);
  });
  return client;
};
