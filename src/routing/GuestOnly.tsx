import { useState, type ReactNode } from "react";
import { Navigate } from "react-router";
import { useAuthStore } from "@/state/auth";

/**
 * A signed-in user arriving at /auth goes to /. Decided once on entry: a sign-in that succeeds here
 * must keep its 1 s message and the redirect to the remembered page.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [signedIn] = useState(() => useAuthStore.getState().user?.status === "ACTIVE");
  if (signedIn) return <Navigate to="/" replace />;
  return <>{children}</>;
}
