import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@/api/apiError";
import { activity } from "@/registry/areas/activity";
import { hasRole } from "@/registry/permissions";
import { useAuthStore } from "@/state/auth";
import { missingEpoch, useMissingAreas } from "@/state/missingAreas";

const ask = async (): Promise<boolean> => {
  const asked = missingEpoch();
  const { auditApi } = await import("@/api/endpoints/audit");
  try {
    await auditApi.list({ page: 1, size: 1 });
    return true;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    useMissingAreas.getState().markMissing(activity.name, asked);
    return false;
  }
};

/** Asks once per session whether the (assumed) activity log exists; a 404 hides the area. */
export const ActivityProbe = () => {
  const user = useAuthStore((s) => s.user);
  useQuery({
    queryKey: ["activity-probe"],
    queryFn: ask,
    enabled: hasRole(user, activity.meta.roles),
    staleTime: Infinity,
    retry: false,
  });
  return null;
};
