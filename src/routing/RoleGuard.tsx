import type { ReactNode } from "react";
import type { Role } from "@/api/types";
import { hasRole } from "@/registry/permissions";
import { useAuthStore } from "@/state/auth";
import { AccessDenied } from "@/pages/errors/AccessDenied";
import { lazyPage } from "@/components/lazyPage";
import { useMissingAreas } from "@/state/missingAreas";

const NotFound = lazyPage(() => import("@/pages/errors/NotFound"));

/** An ACTIVE user with an allowed role sees the page, others the access-denied page (not-found for a missing area). */
export default function RoleGuard({
  roles,
  area,
  children,
}: {
  roles?: readonly Role[];
  area?: string;
  children: ReactNode;
}) {
  const user = useAuthStore((s) => s.user);
  // An area this server lacks (its list answered 404) is no page for this session.
  const missing = useMissingAreas((s) => (area ? s.missing.includes(area) : false));
  if (missing) return <NotFound />;
  return hasRole(user, roles) ? <>{children}</> : <AccessDenied />;
}
