import { ROUTES } from "@/api/redirect";

export const AUTH_TABS = ["login", "register", "reset"] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export const TAB_ROUTES: Record<AuthTab, string> = {
  login: ROUTES.login,
  register: ROUTES.register,
  reset: ROUTES.reset,
};

/** The URL is the source of truth; anything unknown shows sign-in (the router also redirects it). */
export const tabFromPath = (pathname: string | undefined): AuthTab => {
  const path = (pathname ?? "").replace(/\/+$/, "");
  const match = AUTH_TABS.find((tab) => TAB_ROUTES[tab] === path);
  return match ?? "login";
};

export const tabOrder = (tab: AuthTab): number => AUTH_TABS.indexOf(tab);
