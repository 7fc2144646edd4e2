import { redirectTo, ROUTES } from "@/api/redirect";

/**
 * What the app plugs into the request layer. The layer cannot import the stores (they import
 * the endpoints, which import the layer), so the app hands these in at boot.
 */
export interface HttpHooks {
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
