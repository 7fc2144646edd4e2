import { useLayoutEffect, useState } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "@/api/queryClient";
import { useAuthStore } from "@/state/auth";

let uncommitted: { client: QueryClient; user: string | undefined } | undefined;

/** One query cache per mount; a render React throws away keeps its cache for the retry (same user). */
export function useSessionQueryClient(): QueryClient {
  const [client] = useState(() => {
    const user = useAuthStore.getState().user?.uuid;
    if (!uncommitted || uncommitted.user !== user) uncommitted = { client: createQueryClient(), user };
    return uncommitted.client;
  });
  useLayoutEffect(() => {
    if (uncommitted?.client === client) uncommitted = undefined;
  }, [client]);
  return client;
}
