import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { requirePermission, requireUser } from "@/mocks/session";
import { call, signIn, useMockServer } from "./helpers";

useMockServer();

/** A handler like a later area would write, guarded by the helpers. */
const guarded = () =>
  server.use(
    http.put("/api/test/servers", (info) => {
      const user = requirePermission(info, "edit:servers");
      if (user instanceof Response) return user;
      return HttpResponse.json({ data: { by: user.login } });
    }),
    http.delete("/api/test/users", (info) => {
      const user = requirePermission(info, ["delete:users"]);
      return user instanceof Response ? user : HttpResponse.json({ data: null });
    }),
    http.get("/api/test/me", (info) => {
      const user = requireUser(info);
      return user instanceof Response ? user : HttpResponse.json({ data: user.login });
    }),
  );

describe("requirePermission / requireUser", () => {
  it("answers 401 without a session", async () => {
    guarded();
    expect((await call("PUT", "/test/servers")).status).toBe(401);
    expect((await call("GET", "/test/me")).status).toBe(401);
  });

  it.each([
    ["operator", 403, 403],
    ["admin", 200, 403],
    ["robot", 200, 403],
    ["owner", 200, 200],
  ])("applies the role table for %s", async (login, editServers, deleteUsers) => {
    guarded();
    await signIn(login);
    const edit = await call("PUT", "/test/servers");
    expect(edit.status).toBe(editServers);
    if (editServers === 403) expect(edit.body.error_message).toBe("Permission denied: edit:servers");
    else expect(edit.body.data).toEqual({ by: login });
    expect((await call("DELETE", "/test/users")).status).toBe(deleteUsers);
  });

  it.each([
    ["newbie", "new_user"],
    ["banned", "banned"],
  ])("refuses %s with 403 and the status marker", async (login, marker) => {
    guarded();
    await signIn(login);
    for (const answer of [await call("GET", "/test/me"), await call("PUT", "/test/servers")]) {
      expect(answer.status).toBe(403);
      expect(answer.body.status).toBe(marker);
    }
  });
});
