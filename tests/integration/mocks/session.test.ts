import type { Device } from "@/api/types";
import { sessions } from "@/mocks/db";
import { faults } from "@/mocks/faults";
import { call, cookieNames, signIn, useMockServer } from "./helpers";

useMockServer();

const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("cookie session", () => {
  it("login sets the cookies that the next call carries with no manual handling", async () => {
    expect((await signIn("operator")).status).toBe(200);
    expect(cookieNames()).toEqual(expect.arrayContaining(["session", "refresh"]));

    const response = await fetch("/api/users/current", { credentials: "include" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { login: "operator", status: "ACTIVE" } });
  });

  it("after expireSession the call gets 401 until refreshToken issues a new access token", async () => {
    await signIn("admin");
    faults.expireSession();
    const expired = await call("GET", "/users/current");
    expect(expired.status).toBe(401);
    expect(expired.body.error_message).toBe("Session expired");

    const refreshed = await call("GET", "/auth/refreshToken");
    expect(refreshed.status).toBe(200);
    expect((await call("GET", "/users/current")).body.data).toMatchObject({ login: "admin" });
  });

  it("refreshToken answers 401 without a valid refresh cookie", async () => {
    expect((await call("GET", "/auth/refreshToken")).status).toBe(401);
  });

  it("a second sign-in replaces both cookies", async () => {
    await signIn("operator");
    await call("GET", "/auth/logout");
    await signIn("owner");
    faults.expireSession();
    expect((await call("GET", "/auth/refreshToken")).status).toBe(200);
    expect((await call("GET", "/users/current")).body.data).toMatchObject({ login: "owner" });
  });

  it("an expired refresh token ends the session", async () => {
    await signIn("operator");
    for (const s of sessions.all()) sessions.update(s.id, { accessExpiresAt: 0, refreshExpiresAt: 0 });
    expect((await call("GET", "/auth/refreshToken")).status).toBe(401);
    expect((await call("GET", "/users/current")).status).toBe(401);
  });
});

describe("devices", () => {
  it("lists the caller's sessions with the current one first, labelled from the user agent", async () => {
    await signIn("owner", undefined, true, { "user-agent": CHROME_LINUX });
    const { status, body } = await call("GET", "/auth/devices");
    expect(status).toBe(200);
    const devices = body.data as Device[];
    expect(devices[0]).toMatchObject({ device: "Chrome on Linux", current: true });
    expect(devices.map((d) => d.device)).toEqual(expect.arrayContaining(["Firefox on Windows", "Safari on iOS"]));
    expect(devices.filter((d) => d.current)).toHaveLength(1);
  });

  it("logs out one other device, and 404s an unknown or foreign token", async () => {
    await signIn("owner");
    const before = (await call("GET", "/auth/devices")).body.data as Device[];
    const other = before.find((d) => !d.current);
    expect(other).toBeDefined();

    expect((await call("DELETE", `/auth/logout?token=${other?.token ?? ""}`)).status).toBe(200);
    const after = (await call("GET", "/auth/devices")).body.data as Device[];
    expect(after).toHaveLength(before.length - 1);
    expect((await call("GET", "/users/current")).status).toBe(200);

    expect((await call("DELETE", "/auth/logout?token=unknown")).status).toBe(404);
    const adminsOwn = sessions.find((s) => s.device === "Edge on Windows");
    expect((await call("DELETE", `/auth/logout?token=${adminsOwn?.id ?? ""}`)).status).toBe(404);
  });

  it("logging out the current device signs the caller out", async () => {
    await signIn("admin");
    const current = ((await call("GET", "/auth/devices")).body.data as Device[]).find((d) => d.current);
    expect((await call("DELETE", `/auth/logout?token=${current?.token ?? ""}`)).status).toBe(200);
    expect((await call("GET", "/users/current")).status).toBe(401);
    expect(cookieNames()).not.toContain("session");
  });

  it("needs a session", async () => {
    expect((await call("GET", "/auth/devices")).status).toBe(401);
  });
});
