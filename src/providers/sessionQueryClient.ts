import { useLayoutEffect, useState } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "@/api/queryClient";
import { useAuthStore } from "@/state/auth";

let uncommitted: { client: QueryClient; user: string | undefined } | undefined;

/**
 * The signed-in area's query cache, one per mount of the area. React runs state initialisers
 * again when the first render of a tree is thrown away before it commits (an update interrupted
 * it, or something above it suspended): a new cache then lost the list reads already asked for
 * during that render (useReadInRender) and a cold /accounts asked for its page twice. The cache
 * of an uncommitted render is kept for the next attempt, for the same user only, and let go once
 * a render commits, so the next mount (another sign-in) starts empty.
 */
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
