import type { UserWire } from "@/api/types";
import { findUserByLogin } from "@/mocks/db";
import { call, signIn, useMockServer } from "./helpers";

useMockServer();

type SessionWire = UserWire & { api_key: string | null };

describe("POST /auth/login", () => {
  it.each([
    ["owner", "OWNER", "ACTIVE", true],
    ["admin", "ADMIN", "ACTIVE", false],
    ["operator", "USER", "ACTIVE", false],
    ["robot", "ADMIN_BOT", "ACTIVE", true],
  ])("signs in %s (%s) with the user and api_key", async (login, role, status, hasKey) => {
    const { status: http, body } = await signIn(login);
    expect(http).toBe(200);
    expect(body.status).toBeUndefined();
    const user = body.data as SessionWire;
    expect(user).toMatchObject({ login, status, roles: [role] });
    expect(user).not.toHaveProperty("password");
    if (hasKey) expect(user.api_key).toMatch(/^ak_/);
    else expect(user.api_key).toBeNull();
  });

  it("answers a NEW user with the new_user marker and a session", async () => {
    const { status, body } = await signIn("newbie");
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "new_user", data: { login: "newbie", status: "NEW" } });
    const check = await call("GET", "/auth/checkToken");
    expect(check.body).toMatchObject({ status: "new_user", data: { login: "newbie" } });
  });

  it("answers a BANNED user with the banned marker and a session", async () => {
    const { status, body } = await signIn("banned");
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "banned", data: { login: "banned", status: "BANNED" } });
    expect((await call("GET", "/users/current")).body.status).toBe("banned");
  });

  it("refuses a wrong password or an unknown login with 401", async () => {
    for (const answer of [await signIn("owner", "wrong-pass"), await signIn("nobody", "demo-pass")]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error_message: "Invalid username or password" });
    }
  });

  it("validates login and password length with 422 and field errors", async () => {
    const { status, body } = await signIn("abc", "123");
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(["login", "password"]);
    expect(body.error_message).toBeTruthy();
  });

  it("accepts the login in any letter case", async () => {
    expect((await signIn("OWNER")).status).toBe(200);
  });
});

describe("POST /auth/register", () => {
  const valid = {
    login: "newcomer",
    email: "new.comer@example.com",
    name: "New",
    surname: "Comer",
    password: "long-enough",
  };

  it("creates a NEW user with role USER and does not sign in", async () => {
    const { status, body } = await call("POST", "/auth/register", valid);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ login: "newcomer", status: "NEW", roles: ["USER"] });
    expect(findUserByLogin("newcomer")).toBeDefined();
    expect((await call("GET", "/users/current")).status).toBe(401);
    expect((await signIn("newcomer", "long-enough")).body.status).toBe("new_user");
  });

  it("reports every invalid field with 422", async () => {
    const { status, body } = await call("POST", "/auth/register", {
      login: "ab",
      email: "not-mail",
      name: " ",
      password: "short",
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(["email", "login", "name", "password", "surname"]);
  });

  it("refuses an existing login or e-mail with 409 and a message naming it", async () => {
    const byLogin = await call("POST", "/auth/register", { ...valid, login: "Admin" });
    expect(byLogin.status).toBe(409);
    expect(byLogin.body.error_message).toBe("User with this login already exists");
    expect(byLogin.body.errors).toHaveProperty("login");

    const email = findUserByLogin("admin")?.email ?? "";
    const byEmail = await call("POST", "/auth/register", { ...valid, email: email.toUpperCase() });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.error_message).toBe("User with this email already exists");
  });
});

describe("other auth calls", () => {
  it("reset-password answers 200 for any valid e-mail and 422 otherwise", async () => {
    expect((await call("POST", "/auth/reset-password", { email: "someone@example.com" })).status).toBe(200);
    const bad = await call("POST", "/auth/reset-password", { email: "nope" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty("email");
  });

  it("change-password needs a session and then answers 501", async () => {
    const payload = { old_password: "demo-pass", new_password: "another-pass" };
    expect((await call("POST", "/auth/change-password", payload)).status).toBe(401);
    await signIn("operator");
    const answer = await call("POST", "/auth/change-password", payload);
    expect(answer.status).toBe(501);
    expect(answer.body.error_message).toBe("Changing the password is not available");
  });

  it("checkToken answers 401 without a session and the user with one", async () => {
    expect((await call("GET", "/auth/checkToken")).status).toBe(401);
    await signIn("robot");
    const { status, body } = await call("GET", "/auth/checkToken");
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ login: "robot", api_key: expect.stringMatching(/^ak_/) });
  });

  it("logout always answers 200 and ends the session", async () => {
    expect((await call("GET", "/auth/logout")).status).toBe(200);
    await signIn("admin");
    expect((await call("GET", "/auth/logout")).status).toBe(200);
    expect((await call("GET", "/users/current")).status).toBe(401);
    expect((await call("GET", "/auth/refreshToken")).status).toBe(401);
  });
});
