import { api, request } from "@/api/http";
import { toUser, type Role, type User, type UserWire } from "@/api/types";
import { pagedList } from "./calls";

/** What an OWNER may change of a user; the update sends only what changed. */
export type UserChanges = Partial<Pick<User, "name" | "surname" | "email">>;

const byUuid = (uuid: string) => ({ params: { uuid } });

export const userEndpoints = {
  current: async (): Promise<User> => toUser(await request<UserWire>("GET", "/users/current", {}, api)),
  updateAvatar: async (file: File): Promise<User> => {
    const form = new FormData();
    form.append("avatar", file);
    // A header a page's form cannot send: the server takes multipart only with it.
    const headers = { "X-Requested-With": "XMLHttpRequest" };
    return toUser(await request<UserWire>("POST", "/users/update/avatar", { data: form, headers }, api));
  },
  /** GET /users/list: page, size, search (login, names, e-mail), sort; filters status, role (assumed) */
  list: pagedList("/users/list", toUser),
  one: async (uuid: string): Promise<User> => toUser(await request<UserWire>("GET", "/users/", byUuid(uuid))),
  /** PUT /users/role/add?uuid=&role=, the role in upper case */
  addRole: async (uuid: string, role: Role): Promise<void> => {
    await request<unknown>("PUT", "/users/role/add", { params: { uuid, role: role.toUpperCase() } });
  },
  removeRole: async (uuid: string, role: Role): Promise<void> => {
    await request<unknown>("PUT", "/users/role/remove", { params: { uuid, role: role.toUpperCase() } });
  },
  /** PUT /users/approve?uuid=: NEW or BANNED → ACTIVE */
  approve: async (uuid: string): Promise<void> => {
    await request<unknown>("PUT", "/users/approve", byUuid(uuid));
  },
  /** PUT /users/ban?uuid=: ACTIVE → BANNED */
  ban: async (uuid: string): Promise<void> => {
    await request<unknown>("PUT", "/users/ban", byUuid(uuid));
  },
  update: async (uuid: string, changes: UserChanges): Promise<User> =>
    toUser(await request<UserWire>("POST", "/users/update", { data: { uuid, ...changes } })),
};
