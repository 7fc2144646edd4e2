import { create } from "zustand";
import { persist } from "zustand/middleware";
import type { authEndpoints as AuthEndpoints } from "@/api/endpoints/auth";
import { ApiError } from "@/api/apiError";
import type { ChangePasswordPayload, LoginPayload, RegisterPayload, User } from "@/api/types";

/** Auth store of spec §3/§4: user and apiKey persist as `auth-storage`; the check flag lives per session. */
export interface AuthState {
  user: User | null;
  apiKey: string | null;
  isLoading: boolean;
  error: string | null;
  tokenChecked: boolean;
  login: (body: LoginPayload) => Promise<User>;
  register: (body: RegisterPayload) => Promise<void>;
  logout: () => Promise<void>;
  checkToken: () => Promise<User | null>;
  refreshToken: () => Promise<unknown>;
  resetPassword: (email: string) => Promise<void>;
  changePassword: (body: ChangePasswordPayload) => Promise<void>;
  setUser: (user: User | null) => void;
}

export const AUTH_STORAGE_KEY = "auth-storage";

/**
 * The endpoints (and axios under them) load with the first call: the sign-in page of a signed-out
 * visitor shows without the request layer (issue 8).
 */
const endpoints = (): Promise<typeof AuthEndpoints> => import("@/api/endpoints/auth").then((m) => m.authEndpoints);

const isAuthFailure = (e: unknown) =>
  e instanceof ApiError && (e.status === 401 || e.status === 403) && e.kind !== "marker";

/** An expired access token is renewed once from the refresh cookie before the check gives up. */
const checkWithOneRefresh = async () => {
  const api = await endpoints();
  try {
    return await api.checkToken();
  } catch (e) {
    if (!isAuthFailure(e)) throw e;
    const refreshed = await api.refreshToken().then(
      () => true,
      () => false,
    );
    if (!refreshed) throw e;
    return api.checkToken();
  }
};

let inFlightCheck: Promise<User | null> | null = null;

const messageOf = (e: unknown, fallback: string): string => (e instanceof Error && e.message ? e.message : fallback);

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => {
      const runCheck = async (): Promise<User | null> => {
        set({ isLoading: true });
        try {
          const { user, apiKey } = await checkWithOneRefresh();
          set({ user, apiKey: apiKey ?? get().apiKey, tokenChecked: true, isLoading: false, error: null });
          return user;
        } catch (e) {
          set({ user: null, apiKey: null, isLoading: false, error: messageOf(e, "Unknown error during token check") });
          throw e;
        }
      };
      /** A form's call: loading while it runs; a failure keeps its message for the form and rethrows. */
      const whileLoading = async (call: (api: typeof AuthEndpoints) => Promise<unknown>, fallback: string) => {
        set({ isLoading: true, error: null });
        try {
          await call(await endpoints());
        } catch (e) {
          set({ error: messageOf(e, fallback) });
          throw e;
        } finally {
          set({ isLoading: false });
        }
      };
      return {
        user: null,
        apiKey: null,
        isLoading: false,
        error: null,
        tokenChecked: false,

        login: async (body) => {
          set({ isLoading: true, error: null });
          try {
            const { user, apiKey } = await (await endpoints()).login(body);
            set({ user, apiKey, isLoading: false, tokenChecked: true });
            return user;
          } catch (e) {
            set({ isLoading: false, error: messageOf(e, "Unknown error during login") });
            throw e;
          }
        },

        register: (body) => whileLoading((api) => api.register(body), "Unknown error during registration"),

        logout: async () => {
          set({ isLoading: true });
          try {
            await (await endpoints()).logout();
            set({ error: null });
          } catch (e) {
            set({ error: messageOf(e, "Unknown error during logout") });
          } finally {
            set({ user: null, apiKey: null, tokenChecked: false, isLoading: false });
          }
        },

        checkToken: async () => {
          if (get().tokenChecked) return get().user;
          // The guard and refine may ask at the same moment: one request answers both.
          if (inFlightCheck) return inFlightCheck;
          inFlightCheck = runCheck().finally(() => {
            inFlightCheck = null;
          });
          return inFlightCheck;
        },

        refreshToken: async () => {
          try {
            return await (await endpoints()).refreshToken();
          } catch (e) {
            set({ error: messageOf(e, "Unknown error during token refresh") });
            return false;
          }
        },

        resetPassword: (email) =>
          whileLoading((api) => api.resetPassword(email), "Unknown error during password reset"),

        changePassword: (body) =>
          whileLoading((api) => api.changePassword(body), "Unknown error during password change"),

        setUser: (user) => set({ user }),
      };
    },
    { name: AUTH_STORAGE_KEY, partialize: (s) => ({ user: s.user, apiKey: s.apiKey }) },
  ),
);
