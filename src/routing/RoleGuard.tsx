import { Suspense, type ReactNode } from "react";
import { lazyPage } from "@/lib/lazyPage";
import type { Role } from "@/api/types";
import { hasRole } from "@/providers/permissions";
import { useAuthStore } from "@/state/auth";

const AccessDenied = lazyPage(() => import("@/pages/errors/AccessDenied"));

/** Shows the page only to an ACTIVE user holding an allowed role; otherwise the access-denied page. */
export function RoleGuard({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  if (hasRole(user, roles)) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <AccessDenied />
    </Suspense>
  );
}
