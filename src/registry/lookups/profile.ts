import { authEndpoints } from "@/api/endpoints/auth";
import { userEndpoints } from "@/api/endpoints/users";
import type { Device, User } from "@/api/types";
import { defineLookup, resourceApi } from "@/registry/types";

export const profileUser = defineLookup({
  name: "profile-user",
  api: resourceApi<User>({ one: () => userEndpoints.current() }),
});

export const profileDevices = defineLookup({
  name: "profile-devices",
  idField: "token",
  // A session's id is its token: signing a device out is not logged, or the log would hold tokens.
  audit: [],
  api: resourceApi<Device>({
    list: async () => {
      const list = await authEndpoints.devices();
      return { list, totalCount: list.length };
    },
    remove: (token) => authEndpoints.logoutDevice(token),
  }),
});

export const profileLookups = [profileUser, profileDevices];
