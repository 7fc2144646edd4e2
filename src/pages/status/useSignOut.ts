import { useState } from "react";
import { useNavigate } from "react-router";
import { ROUTES } from "@/api/redirect";
import { authProvider } from "@/providers/auth";

/** Leaves for /auth whether or not the server call succeeds: the local session is dropped regardless. */
export const useSignOut = (): { signOut: () => void; signingOut: boolean } => {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    let to: string = ROUTES.auth;
    try {
      const answer = await authProvider.logout({});
      if (answer.redirectTo) to = answer.redirectTo;
    } catch {
      // Nothing to tell the user: the session is gone on this side, and /auth is where they go.
    } finally {
      setSigningOut(false);
    }
    void navigate(to, { replace: true });
  };

  return { signOut: () => void signOut(), signingOut };
};
