import type { ReactNode } from "react";
import type { Role } from "@/api/types";
import { hasRole } from "@/registry/permissions";
import { useAuthStore } from "@/state/auth";
import { AccessDenied } from "@/pages/errors/AccessDenied";

/**
 * Shows the page only to an ACTIVE user holding an allowed role; otherwise the access-denied page.
 * Loaded lazily with the signed-in area (AppRoutes), so the denial page stays off the sign-in path.
 */
export default function RoleGuard({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  return hasRole(user, roles) ? <>{children}</> : <AccessDenied />;
}
