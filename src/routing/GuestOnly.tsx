import { useState, type ReactNode } from "react";
import { Navigate } from "react-router";
import { useAuthStore } from "@/state/auth";

/** A signed-in user at /auth goes to /, decided once on entry, so a sign-in here keeps its message. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [signedIn] = useState(() => useAuthStore.getState().user?.status === "ACTIVE");
  if (signedIn) return <Navigate to="/" replace />;
  return <>{children}</>;
}
