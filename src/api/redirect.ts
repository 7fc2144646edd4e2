/** The router's navigate, installed at boot (the browser location before that); redirects replace. */
type Navigate = (path: string) => void;

const fallback: Navigate = (path) => {
  if (typeof window !== "undefined" && window.location.pathname !== path) window.location.replace(path);
};

let navigateImpl: Navigate = fallback;

export const setNavigator = (fn: Navigate | null): void => {
  navigateImpl = fn ?? fallback;
};

const RETURN_KEY = "server-unavailable-return-to";

/** The page a server outage interrupted, so /server-unavailable can go back to it. */
const rememberInterruptedPage = (): void => {
  if (typeof window === "undefined") return;
  const { pathname, search } = window.location;
  if (pathname === ROUTES.serverUnavailable) return;
  try {
    sessionStorage.setItem(RETURN_KEY, `${pathname}${search}`);
  } catch {
    /* storage may be unavailable; the page then returns to / */
  }
};

export const takeInterruptedPage = (): string => {
  try {
    const path = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return path && path.startsWith("/") && path !== ROUTES.serverUnavailable ? path : ROUTES.home;
  } catch {
    return ROUTES.home;
  }
};

type HeldWork = () => boolean;
const heldWork = new Set<HeldWork>();

/** While any `hasWork` is true an outage keeps the page; the form says so. Returns the release. */
export const holdOutageRedirects = (hasWork: HeldWork): (() => void) => {
  heldWork.add(hasWork);
  return () => {
    heldWork.delete(hasWork);
  };
};

const workIsHeld = (): boolean => [...heldWork].some((hasWork) => hasWork());

export const redirectTo = (path: string): void => {
  if (path === ROUTES.serverUnavailable) {
    if (workIsHeld()) return;
    rememberInterruptedPage();
  }
  navigateImpl(path);
};

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
