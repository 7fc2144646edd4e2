import { vi } from "vitest";
import { authEndpoints } from "@/api/endpoints/auth";
import { userEndpoints } from "@/api/endpoints/users";
import { request } from "@/api/http";
import { users } from "@/mocks/db";
import { broker, STATUS_QUEUE_PATH } from "@/mocks/stomp";
import { fieldErrorsOf, isSortedBy, query, rejection, signInAs } from "./session";

const uuidOf = (login: string): string => users.find((u) => u.login === login)?.uuid ?? "";

describe("users calls of the mock", () => {
  beforeEach(() => signInAs("owner"));
  afterEach(() => vi.restoreAllMocks());

  it("lists the 46 seeded users by login, searches, filters by status and role", async () => {
    const page = await userEndpoints.list(query(1, 10, { sort: "login:asc" }));
    expect(page.totalCount).toBe(46);
    expect(isSortedBy(page.list, (u) => u.login, true)).toBe(true);
    const fresh = await userEndpoints.list(query(1, -1, { filters: { status: "NEW" } }));
    expect(fresh.list.length).toBeGreaterThan(0);
    expect(fresh.list.every((u) => u.status === "NEW")).toBe(true);
    const bots = await userEndpoints.list(query(1, -1, { filters: { role: "ADMIN_BOT" } }));
    expect(bots.list.every((u) => u.roles.includes("ADMIN_BOT"))).toBe(true);
    expect((await userEndpoints.list(query(1, 10, { search: "zielinski" }))).list.map((u) => u.login)).toContain(
      "banned",
    );
  });

  it("lets an ADMIN read (view:users) but only an OWNER change roles or status (USR-1); a USER reads nothing", async () => {
    await signInAs("admin");
    expect((await userEndpoints.one(uuidOf("operator"))).login).toBe("operator");
    expect((await rejection(userEndpoints.addRole(uuidOf("operator"), "ADMIN"))).status).toBe(403);
    expect((await rejection(userEndpoints.ban(uuidOf("operator")))).status).toBe(403);
    await signInAs("operator");
    expect((await rejection(userEndpoints.list(query()))).status).toBe(403);
  });

  it("adds and removes roles sent in upper case, keeps the last one (422), refuses an unknown role", async () => {
    const uuid = uuidOf("operator");
    await userEndpoints.addRole(uuid, "ADMIN");
    expect(users.get(uuid)?.roles).toEqual(["USER", "ADMIN"]);
    await userEndpoints.removeRole(uuid, "USER");
    expect(users.get(uuid)?.roles).toEqual(["ADMIN"]);
    const last = await fieldErrorsOf(userEndpoints.removeRole(uuid, "ADMIN"));
    expect(last?.role).toBe("User must have at least one role");
    const lower = await rejection(request("PUT", "/users/role/add", { params: { uuid, role: "admin" } }));
    expect(lower.status).toBe(422);
  });

  it("approves NEW and BANNED users, bans ACTIVE ones (409 otherwise), never the caller's own record", async () => {
    await userEndpoints.approve(uuidOf("newbie"));
    expect(users.get(uuidOf("newbie"))?.status).toBe("ACTIVE");
    expect((await rejection(userEndpoints.approve(uuidOf("newbie")))).status).toBe(409);
    expect((await rejection(userEndpoints.ban(uuidOf("owner")))).status).toBe(403);
    expect((await rejection(userEndpoints.ban("no-such-uuid"))).status).toBe(404);
  });

  it("a ban pushes BANNED to the user's open consoles (their next call then carries the banned marker)", async () => {
    const push = vi.spyOn(broker, "push");
    const uuid = uuidOf("operator");
    await userEndpoints.ban(uuid);
    expect(push).toHaveBeenCalledWith(uuid, STATUS_QUEUE_PATH, { status: "BANNED" });
    expect(users.get(uuid)?.status).toBe("BANNED");
  });

  it("updates only the fields sent; 422 for an empty or taken e-mail", async () => {
    const uuid = uuidOf("operator");
    const updated = await userEndpoints.update(uuid, { surname: "Carter-Smith" });
    expect(updated).toMatchObject({ name: "Emily", surname: "Carter-Smith" });
    const taken = await rejection(userEndpoints.update(uuid, { email: users.get(uuidOf("admin"))?.email }));
    expect(taken.fieldErrors?.email).toBe("A user with this email already exists");
    expect((await rejection(userEndpoints.update(uuid, { name: " " }))).status).toBe(422);
  });

  it("creates NEW users with the USER role through /auth/register", async () => {
    await authEndpoints.register({
      login: "fresh",
      email: "fresh@example.com",
      name: "F",
      surname: "R",
      password: "long-enough",
    });
    expect(users.find((u) => u.login === "fresh")).toMatchObject({ status: "NEW", roles: ["USER"] });
  });
});
