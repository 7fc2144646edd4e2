import { keepPreviousData, QueryClient } from "@tanstack/react-query";
import { QUERY_CACHE } from "@/config";
import { isRetryableQueryError, MESSAGES } from "@/api/errors";
import { notifyOffline } from "@/api/httpHooks";

/** Stale 60 s, 3 retries, no refetch on focus; calls React Query holds back while offline get the offline alert. */
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
