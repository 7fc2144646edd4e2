import { useEffect } from "react";
import { useList } from "@refinedev/core";
import { ApiError } from "@/api/apiError";
import { activity } from "@/registry/areas/activity";
import { hasRole } from "@/registry/permissions";
import { useAuthStore } from "@/state/auth";
import { useMissingAreas } from "@/state/missingAreas";

/**
 * Asks once per session, for a user who may see the activity log, whether this server has one
 * (docs/api.md "Activity log" is assumed): a 404 takes the area out of the sidebar and the routes
 * before anyone clicks it. Any other failure leaves it: the list itself will say what went wrong.
 */
export const ActivityProbe = () => {
  const user = useAuthStore((s) => s.user);
  const markMissing = useMissingAreas((s) => s.markMissing);
  const { query } = useList({
    resource: activity.name,
    pagination: { currentPage: 1, pageSize: 1, mode: "server" },
    queryOptions: { enabled: hasRole(user, activity.meta.roles), staleTime: Infinity, retry: false },
    errorNotification: false,
  });
  const missing = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (missing) markMissing(activity.name);
  }, [missing, markMissing]);
  return null;
};

export default ActivityProbe;
