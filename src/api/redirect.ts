/**
 * The request layer must redirect (server-unavailable, banned, new user, auth) without knowing
 * React. The app installs the router's navigate here at boot; before that, and in node tests,
 * it falls back to the browser location. Redirects replace the history entry (spec §2).
 */
export type Navigate = (path: string) => void;

const fallback: Navigate = (path) => {
  if (typeof window !== "undefined" && window.location.pathname !== path) window.location.replace(path);
};

let navigateImpl: Navigate = fallback;

export const setNavigator = (fn: Navigate | null): void => {
  navigateImpl = fn ?? fallback;
};

export const redirectTo = (path: string): void => navigateImpl(path);

export const ROUTES = {
  home: "/",
  auth: "/auth",
  login: "/auth/login",
  register: "/auth/register",
  reset: "/auth/reset-password",
  newUser: "/new-user",
  banned: "/ban-user",
  serverUnavailable: "/server-unavailable",
} as const;
