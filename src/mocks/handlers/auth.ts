import { http } from "msw";
import { TEXT_LIMITS } from "@/config";
import {
  createSession,
  findByAccessToken,
  findByRefreshToken,
  findUserByEmail,
  findUserByLogin,
  randomUuid,
  rotateAccessToken,
  sessions,
  toUserWire,
  users,
  type UserRecord,
} from "../db";
import { deviceLabel, userAgentOf } from "../devices";
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  accessCookie,
  clearedCookies,
  requireUser,
  signInCookies,
  userAnswer,
} from "../session";
import { apiPath, fail, invalid, isEmail, jsonBody, ok, stringField, type FieldErrors } from "../wire";

const INVALID_CREDENTIALS = "Invalid username or password";
const LOGIN_EXISTS = "User with this login already exists";
const EMAIL_EXISTS = "User with this email already exists";
const CHANGE_PASSWORD_UNAVAILABLE = "Changing the password is not available";

const sessionPayload = (user: UserRecord) => ({ ...toUserWire(user), api_key: user.api_key });

const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

const registrationErrors = (fields: Record<string, string>): FieldErrors => {
  const errors: FieldErrors = {};
  if (!fields.login) errors.login = "Login is required";
  else if (fields.login.length < 4) errors.login = "Login must be at least 4 characters";
  for (const key of ["login", "name", "surname"] as const)
    if ((fields[key]?.length ?? 0) > TEXT_LIMITS.name) errors[key] = `Must have at most ${TEXT_LIMITS.name} characters`;
  if (!fields.email) errors.email = "Email is required";
  else if (!isEmail(fields.email)) errors.email = "Email is invalid";
  if (!fields.name) errors.name = "Name is required";
  if (!fields.surname) errors.surname = "Surname is required";
  if (!fields.password) errors.password = "Password is required";
  else if (fields.password.length < 8) errors.password = "Password must be at least 8 characters";
  return errors;
};

export const authHandlers = [
  http.post(apiPath("/auth/login"), async ({ request }) => {
    const body = await jsonBody(request);
    const login = stringField(body, "login").trim();
    const password = stringField(body, "password");
    const errors: FieldErrors = {};
    if (login.length < 4) errors.login = "Login must be at least 4 characters";
    if (password.length < 4) errors.password = "Password must be at least 4 characters";
    if (hasErrors(errors)) return invalid(errors);

    const user = findUserByLogin(login);
    if (!user || user.password !== password) return fail(401, INVALID_CREDENTIALS);
    // remember_me defaults to true: a sign-in without it stays remembered.
    const session = createSession(user.uuid, deviceLabel(userAgentOf(request)), body.remember_me !== false);
    // NEW and BANNED users get a session too, so checkToken can keep showing their status screen.
    return userAnswer(user, sessionPayload(user), signInCookies(session));
  }),

  http.post(apiPath("/auth/register"), async ({ request }) => {
    const body = await jsonBody(request);
    const fields = {
      login: stringField(body, "login").trim(),
      email: stringField(body, "email").trim(),
      name: stringField(body, "name").trim(),
      surname: stringField(body, "surname").trim(),
      password: stringField(body, "password"),
    };
    const errors = registrationErrors(fields);
    if (hasErrors(errors)) return invalid(errors);
    // The sign-up screen looks for "login"/"email" plus "exist" in the message.
    if (findUserByLogin(fields.login)) return fail(409, LOGIN_EXISTS, { login: LOGIN_EXISTS });
    if (findUserByEmail(fields.email)) return fail(409, EMAIL_EXISTS, { email: EMAIL_EXISTS });

    const user = users.insert({
      uuid: randomUuid(),
      username: fields.login,
      login: fields.login,
      email: fields.email,
      name: fields.name,
      surname: fields.surname,
      status: "NEW",
      roles: ["USER"],
      image_src: null,
      password: fields.password,
      api_key: null,
    });
    return ok(toUserWire(user), { status: 201 });
  }),

  // Always succeeds: the client counts logout as done whatever happens.
  http.get(apiPath("/auth/logout"), ({ cookies }) => {
    const session = findByAccessToken(cookies[ACCESS_COOKIE]) ?? findByRefreshToken(cookies[REFRESH_COOKIE]);
    if (session) sessions.remove(session.id);
    return ok(null, { headers: clearedCookies() });
  }),

  http.get(apiPath("/auth/checkToken"), (info) => {
    const user = requireUser(info, { allowInactive: true });
    if (user instanceof Response) return user;
    return userAnswer(user, sessionPayload(user));
  }),

  http.get(apiPath("/auth/refreshToken"), ({ cookies }) => {
    const session = findByRefreshToken(cookies[REFRESH_COOKIE]);
    if (!session) return fail(401, "Refresh token is missing or invalid");
    if (session.refreshExpiresAt <= Date.now() || !users.get(session.userUuid)) {
      sessions.remove(session.id);
      return fail(401, "Refresh token expired");
    }
    const next = rotateAccessToken(session);
    return ok({ refreshed: true }, { headers: [accessCookie(next)] });
  }),

  http.post(apiPath("/auth/reset-password"), async ({ request }) => {
    const email = stringField(await jsonBody(request), "email").trim();
    if (!email) return invalid({ email: "Email is required" });
    if (!isEmail(email)) return invalid({ email: "Email is invalid" });
    // Answers alike for known and unknown addresses so the form cannot probe for accounts.
    return ok(null);
  }),

  // Changing the password is not offered; the contract is assumed (docs/api.md).
  http.post(apiPath("/auth/change-password"), (info) => {
    const user = requireUser(info);
    if (user instanceof Response) return user;
    return fail(501, CHANGE_PASSWORD_UNAVAILABLE);
  }),
];
