import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { server, faults } from "@/mocks/node";
import { AUTH_STORAGE_KEY, useAuthStore } from "@/state/auth";

const store = () => useAuthStore.getState();
const login = (name = "admin", password = "demo-pass") => store().login({ login: name, password, remember_me: true });

describe("auth store (SES-2, SES-4 to SES-9)", () => {
  it("login stores the returned user and marks the token checked", async () => {
    const user = await login();
    expect(user.login).toBe("admin");
    expect(store().user?.roles).toEqual(["ADMIN"]);
    expect(store().isLoading).toBe(false);
    expect(store().tokenChecked).toBe(true);
  });

  it("login failure stores the error message and rethrows", async () => {
    await expect(login("admin", "wrong-pass")).rejects.toThrow();
    expect(store().user).toBeNull();
    expect(store().error).toMatch(/Invalid username or password/);
    expect(store().isLoading).toBe(false);
  });

  it("persists only user and apiKey as auth-storage", async () => {
    await login("robot");
    const saved = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? "{}") as { state: Record<string, unknown> };
    expect(Object.keys(saved.state).sort()).toEqual(["apiKey", "user"]);
    expect(saved.state.apiKey).toEqual(expect.any(String));
  });

  it("register only toggles loading: nobody is signed in afterwards", async () => {
    await store().register({
      login: "fresh-user",
      email: "fresh@example.com",
      name: "Fresh",
      surname: "User",
      password: "long-enough",
    });
    expect(store().user).toBeNull();
    expect(store().isLoading).toBe(false);
  });

  it("logout clears user, apiKey and the check flag", async () => {
    await login();
    await store().logout();
    expect(store()).toMatchObject({ user: null, apiKey: null, tokenChecked: false });
  });

  it("logout that fails still clears the session and stores the error", async () => {
    await login();
    server.use(http.get("*/api/auth/logout", () => HttpResponse.json({ error_message: "down" }, { status: 400 })));
    await store().logout();
    expect(store()).toMatchObject({ user: null, apiKey: null, tokenChecked: false });
    expect(store().error).toMatch(/down/);
  });

  it("checks the token once per session", async () => {
    await login();
    let calls = 0;
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/auth/checkToken")) calls += 1;
    });
    useAuthStore.setState({ tokenChecked: false });
    await Promise.all([store().checkToken(), store().checkToken()]);
    await store().checkToken();
    expect(calls).toBe(1);
    server.events.removeAllListeners();
  });

  it("renews an expired access token once during the check", async () => {
    await login();
    useAuthStore.setState({ tokenChecked: false });
    faults.expireSession();
    const user = await store().checkToken();
    expect(user?.login).toBe("admin");
  });

  it("a failed token check clears user and apiKey, stores the error and rethrows", async () => {
    useAuthStore.setState({
      user: {
        uuid: "x",
        username: "x",
        login: "x",
        email: "x@example.com",
        name: "X",
        surname: "Y",
        status: "ACTIVE",
        roles: ["USER"],
      },
      apiKey: "k",
    });
    await expect(store().checkToken()).rejects.toThrow();
    expect(store()).toMatchObject({ user: null, apiKey: null });
    expect(store().error).toBeTruthy();
  });

  it("refreshToken answers false on failure and stores the error", async () => {
    expect(await store().refreshToken()).toBe(false);
    expect(store().error).toBeTruthy();
  });

  it("reset and change password toggle loading and store the error on failure", async () => {
    await store().resetPassword("someone@example.com");
    expect(store().isLoading).toBe(false);
    await login();
    await expect(store().changePassword({ old_password: "demo-pass", new_password: "another-pass" })).rejects.toThrow();
    expect(store().error).toMatch(/not available/);
    expect(store().isLoading).toBe(false);
  });
});
