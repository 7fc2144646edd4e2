import type { AuthProvider } from "@refinedev/core";
import { ApiError } from "@/api/errors";
import { ROUTES } from "@/api/redirect";
import type { LoginPayload, RegisterPayload, User } from "@/api/types";
import { useAuthStore } from "@/state/auth";

/**
 * refine's auth provider over the auth store. Methods resolve, never reject. Sign-in does not
 * redirect by itself: the sign-in screen shows its message, waits 1 s, then goes to the
 * remembered page (spec §2), so `login` answers without `redirectTo`.
 */
const store = () => useAuthStore.getState();

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

const statusRoute = (user: User | null): string | undefined => {
  if (!user) return undefined;
  if (user.status === "NEW") return ROUTES.newUser;
  if (user.status === "BANNED") return ROUTES.banned;
  return undefined;
};

export const authProvider: AuthProvider = {
  login: async (params: LoginPayload) => {
    try {
      const user = await store().login({ ...params, remember_me: params.remember_me ?? true });
      const to = statusRoute(user);
      return to ? { success: false, redirectTo: to } : { success: true };
    } catch (e) {
      return { success: false, error: asError(e) };
    }
  },

  register: async (params: RegisterPayload) => {
    try {
      await store().register(params);
      return { success: true };
    } catch (e) {
      return { success: false, error: asError(e) };
    }
  },

  forgotPassword: async ({ email }: { email: string }) => {
    try {
      await store().resetPassword(email);
      return { success: true };
    } catch (e) {
      return { success: false, error: asError(e) };
    }
  },

  updatePassword: async (params: { old_password: string; new_password: string }) => {
    try {
      await store().changePassword(params);
      return { success: true };
    } catch (e) {
      return { success: false, error: asError(e) };
    }
  },

  logout: async () => {
    await store().logout();
    return { success: true, redirectTo: ROUTES.auth };
  },

  // With nobody signed in it answers locally (no request from the sign-in page); with a user it
  // checks the token once per session (the store remembers and shares a check in flight).
  check: async () => {
    if (!store().user) return { authenticated: false, redirectTo: ROUTES.auth };
    try {
      const user = await store().checkToken();
      if (!user) return { authenticated: false, redirectTo: ROUTES.auth, logout: true };
      const to = statusRoute(user);
      if (to) return { authenticated: false, redirectTo: to };
      return { authenticated: true };
    } catch (e) {
      const marker = e instanceof ApiError && e.kind === "marker";
      return { authenticated: false, redirectTo: marker ? undefined : ROUTES.auth, error: asError(e) };
    }
  },

  getIdentity: async () => store().user,

  getPermissions: async () => store().user?.roles ?? [],

  onError: async (error: unknown) => {
    const status = error instanceof ApiError ? error.status : undefined;
    // The request layer already refreshed and, failing that, signed out; only a lost session remains.
    if (status === 401 && !store().user) return { logout: true, redirectTo: ROUTES.auth };
    return {};
  },
};
