import { redirectTo, ROUTES } from "@/api/redirect";

/** Hooks handed in at boot: the layer cannot import the stores, which import it through the endpoints. */
interface HttpHooks {
  onSessionExpired?: () => void | Promise<void>;
  onOffline?: (message: string) => void;
}

const hooks: HttpHooks = {};

export const configureHttp = (next: HttpHooks): void => {
  if ("onSessionExpired" in next) hooks.onSessionExpired = next.onSessionExpired;
  if ("onOffline" in next) hooks.onOffline = next.onOffline;
};

/** Sign the user out after a lost session. A failing hook must not keep the user on a dead page. */
export const expireSession = async (): Promise<void> => {
  try {
    await hooks.onSessionExpired?.();
  } catch (e) {
    console.error("onSessionExpired failed", e);
  }
  redirectTo(ROUTES.auth);
};

export const notifyOffline = (message: string): void => {
  hooks.onOffline?.(message);
};
