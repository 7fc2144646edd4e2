import type { Role, User } from "@/api/types";
import type { RegisterValues } from "@/lib/registerRules";

/** A signed-in user with these roles (the other fields are placeholders no check reads). */
export const userWithRoles = (roles: Role[], status: User["status"] = "ACTIVE"): User => ({
  uuid: "u",
  username: "u",
  login: "u",
  email: "u@example.com",
  name: "U",
  surname: "U",
  status,
  roles,
});

/** A sign-up that passes every rule (the sign-up tab and /users/create share the rules). */
export const VALID_SIGN_UP: RegisterValues = {
  login: "newbie",
  email: "newbie@example.test",
  name: "Nina",
  surname: "Novak",
  password: "long-enough",
  password2: "long-enough",
};
