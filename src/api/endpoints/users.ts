import { api, request } from "@/api/http";
import { toUser, type User, type UserWire } from "@/api/types";

export const userEndpoints = {
  current: async (): Promise<User> => toUser(await request<UserWire>("GET", "/users/current", {}, api)),
  updateAvatar: async (file: File): Promise<User> => {
    const form = new FormData();
    form.append("avatar", file);
    return toUser(await request<UserWire>("POST", "/users/update/avatar", { data: form }, api));
  },
};
