import { authApi, api, CHECK_TOKEN_PATH, request } from "@/api/http";
import {
  toUser,
  type ChangePasswordPayload,
  type Device,
  type LoginPayload,
  type RegisterPayload,
  type User,
  type UserWire,
} from "@/api/types";

/** Sign-in answers with the user; bot accounts also carry their api_key (assumed, docs/api.md). */
interface SessionUser {
  user: User;
  apiKey: string | null;
}
type SessionWire = UserWire & { api_key?: string | null };
const toSession = (w: SessionWire): SessionUser => ({ user: toUser(w), apiKey: w.api_key ?? null });

export const authEndpoints = {
  login: async (body: LoginPayload) =>
    toSession(await request<SessionWire>("POST", "/auth/login", { data: body }, authApi)),
  register: (body: RegisterPayload) => request<unknown>("POST", "/auth/register", { data: body }, authApi),
  logout: () => request<unknown>("GET", "/auth/logout", {}, authApi),
  // On authApi: an expired session must reach the guard as "unauthenticated", not as the pipeline's sign-out.
  checkToken: async () => toSession(await request<SessionWire>("GET", CHECK_TOKEN_PATH, {}, authApi)),
  refreshToken: () => request<unknown>("GET", "/auth/refreshToken", {}, authApi),
  resetPassword: (email: string) => request<unknown>("POST", "/auth/reset-password", { data: { email } }, authApi),
  changePassword: (body: ChangePasswordPayload) =>
    request<unknown>("POST", "/auth/change-password", { data: body }, api),
  devices: () => request<Device[]>("GET", "/auth/devices", {}, api),
  logoutDevice: (token: string) => request<unknown>("DELETE", "/auth/logout", { params: { token } }, api),
};
