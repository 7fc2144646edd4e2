import { create } from "zustand";
import { persist } from "zustand/middleware";
import type { authEndpoints as AuthEndpoints } from "@/api/endpoints/auth";
import { ApiError } from "@/api/apiError";
import type { ChangePasswordPayload, LoginPayload, RegisterPayload, User } from "@/api/types";

/** Auth store: user and apiKey persist as `auth-storage`; the check flag lives per session. */
interface AuthState {
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

/** The endpoints and axios load with the first call, off the signed-out sign-in page. */
const endpoints = (): Promise<typeof AuthEndpoints> => import("@/api/endpoints/auth").then((m) => m.authEndpoints);

const isAuthFailure = (e: unknown) =>
  e instanceof ApiError && (e.status === 401 || e.status === 403) && e.kind !== "marker";

/** One refresh before the check gives up; an unanswered refresh passes its own error on. */
const checkWithOneRefresh = async () => {
  const api = await endpoints();
  try {
    return await api.checkToken();
  } catch (e) {
    if (!isAuthFailure(e)) throw e;
    try {
      await api.refreshToken();
    } catch (refreshError) {
      throw isAuthFailure(refreshError) ? e : refreshError;
    }
    return api.checkToken();
  }
};

/** Only a refused token or a status marker ends a session; outages leave the stored user in place. */
export const sessionIsGone = (e: unknown): boolean =>
  isAuthFailure(e) || (e instanceof ApiError && e.kind === "marker");

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
          const error = messageOf(e, "Unknown error during token check");
          set(sessionIsGone(e) ? { user: null, apiKey: null, isLoading: false, error } : { isLoading: false, error });
          throw e;
        }
      };

      /** A call that only succeeds or fails: loading meanwhile, its error kept, and the failure passed on. */
      const settle = async (fallback: string, call: (api: typeof AuthEndpoints) => Promise<unknown>): Promise<void> => {
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

        register: (body) => settle("Unknown error during registration", (api) => api.register(body)),

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

        resetPassword: (email) => settle("Unknown error during password reset", (api) => api.resetPassword(email)),

        changePassword: (body) => settle("Unknown error during password change", (api) => api.changePassword(body)),

        setUser: (user) => set({ user }),
      };
    },
    { name: AUTH_STORAGE_KEY, partialize: (s) => ({ user: s.user, apiKey: s.apiKey }) },
  ),
);

/** Follows another tab's sign-in or sign-out at once. */
const followOtherTabs = (event: StorageEvent): void => {
  if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
  const before = useAuthStore.getState().user;
  if (localStorage.getItem(AUTH_STORAGE_KEY) === null) {
    useAuthStore.setState({ user: null, apiKey: null, tokenChecked: false });
    return;
  }
  void Promise.resolve(useAuthStore.persist.rehydrate()).then(() => {
    const after = useAuthStore.getState().user;
    if (after?.uuid !== before?.uuid) useAuthStore.setState({ tokenChecked: false });
  });
};

if (typeof window !== "undefined") window.addEventListener("storage", followOtherTabs);
