import { ROUTES } from "@/api/redirect";
/** The page an unauthenticated visitor came from, kept for the redirect after sign-in. */
const KEY = "auth-return-to";

const STATUS_SCREENS: readonly string[] = [ROUTES.newUser, ROUTES.banned, ROUTES.serverUnavailable];

export const isAuthArea = (path: string) => path.startsWith(ROUTES.auth) || STATUS_SCREENS.includes(path);

export const rememberPage = (path: string): void => {
  if (!path || isAuthArea(path)) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    /* storage may be unavailable (private mode); the redirect then falls back to / */
  }
};

export const takeRememberedPage = (): string => {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && !isAuthArea(path) ? path : "/";
  } catch {
    return "/";
  }
};
