import type { AuthProvider } from "@refinedev/core";
import { ApiError } from "@/api/apiError";
import { ROUTES } from "@/api/redirect";
import { MARKER_ROUTES, type StatusMarker } from "@/api/markers";
import type { LoginPayload, RegisterPayload, User } from "@/api/types";
import { useAuthStore } from "@/state/auth";

/** Methods resolve, never reject. `login` has no `redirectTo`: the sign-in screen waits 1 s, then goes on itself. */
const store = () => useAuthStore.getState();

const isMarker = (code: string | undefined): code is StatusMarker => code === "banned" || code === "new_user";

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
    // A delete still offering Undo is the user's decision: sent while the session still holds. Imported here, as
    // the sign-in page never has any.
    await (await import("@/api/pendingWrites")).sendPendingWrites();
    await store().logout();
    return { success: true, redirectTo: ROUTES.auth };
  },

  // The session decides, not this tab's store: a NEW or BANNED user has a live session whose check answers with the
  // marker. One check per session, shared while in flight.
  check: async () => {
    try {
      const user = await store().checkToken();
      if (!user) return { authenticated: false, redirectTo: ROUTES.auth, logout: true };
      const to = statusRoute(user);
      if (to) return { authenticated: false, redirectTo: to };
      return { authenticated: true };
    } catch (e) {
      if (e instanceof ApiError && e.kind === "marker" && isMarker(e.code)) {
        return { authenticated: false, redirectTo: MARKER_ROUTES[e.code], error: asError(e) };
      }
      const answered = e instanceof ApiError && (e.kind === "auth" || e.kind === "permission");
      return { authenticated: false, redirectTo: answered ? ROUTES.auth : undefined, error: asError(e) };
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
