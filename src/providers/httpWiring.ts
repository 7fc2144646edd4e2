import { configureHttp } from "@/api/http";
import { useAuthStore } from "@/state/auth";
import { toast } from "./notification";

/**
 * The request layer knows nothing of React or the stores; at boot it learns how to drop the
 * session (after a failed refresh) and how to tell the user they are offline.
 */
export const wireHttp = (): void =>
  configureHttp({
    onSessionExpired: () => {
      useAuthStore.setState({ user: null, apiKey: null, tokenChecked: false });
    },
    onOffline: (message) => toast("warning", message, undefined, undefined, "offline"),
  });
