import { useGo, useLogout } from "@refinedev/core";
import { ROUTES } from "@/api/navigation";

/**
 * Sign-out from a status screen. refine's own redirect would push a history entry; the screen
 * opts out of it and replaces the entry instead (spec §2: redirects replace by default).
 */
export const useSignOut = (): { signOut: () => void; signingOut: boolean } => {
  const go = useGo();
  const { mutate: logout, isPending } = useLogout();
  const signOut = () =>
    logout({ redirectPath: false }, { onSettled: () => go({ to: ROUTES.auth, type: "replace" }) });
  return { signOut, signingOut: isPending };
};
