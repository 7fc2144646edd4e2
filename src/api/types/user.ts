export const ROLES = ["USER", "ADMIN", "ADMIN_BOT", "OWNER"] as const;
export type Role = (typeof ROLES)[number];
export type UserStatus = "ACTIVE" | "NEW" | "BANNED";

export interface UserWire {
  uuid: string;
  username: string;
  login: string;
  email: string;
  name: string;
  surname: string;
  status: UserStatus;
  roles: string[];
  image_src?: string | null;
}

export interface User extends Omit<UserWire, "roles" | "image_src"> {
  roles: Role[];
  imageSrc?: string;
}

export const toUser = (w: UserWire): User => ({
  uuid: w.uuid,
  username: w.username,
  login: w.login,
  email: w.email,
  name: w.name,
  surname: w.surname,
  status: w.status,
  roles: w.roles.map((r) => r.toUpperCase()).filter((r): r is Role => (ROLES as readonly string[]).includes(r)),
  imageSrc: w.image_src ?? undefined,
});

export interface Device {
  device: string;
  token: string;
  current: boolean;
}

export interface AppNotification {
  id: number | string;
  status: "NEW" | string;
  time: string;
  title: string;
  body: string;
}

export interface LoginPayload {
  login: string;
  password: string;
  remember_me: boolean;
}
export interface RegisterPayload {
  login: string;
  email: string;
  name: string;
  surname: string;
  password: string;
}
/** Assumed: the API does not show this payload (docs/api.md). */
export interface ChangePasswordPayload {
  old_password: string;
  new_password: string;
}
