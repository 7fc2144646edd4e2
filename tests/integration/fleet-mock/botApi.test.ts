import { botApi } from "@/api/endpoints/botApi";
import { users } from "@/mocks/db";
import { rejection, signInAs } from "./session";

describe("bot API calls of the mock (assumed, docs/api.md)", () => {
  it("serves at least 15 documented calls with every field of BOT-1 to ADMIN_BOT and OWNER", async () => {
    for (const login of ["robot", "owner"] as const) {
      await signInAs(login);
      const docs = await botApi.docs();
      expect(docs.totalCount).toBeGreaterThanOrEqual(15);
      for (const item of docs.list) {
        expect(item.host).toMatch(/^https:\/\/api\.example\.com\//);
        expect(["GET", "POST", "PUT", "DELETE"]).toContain(item.method);
        expect(item.type && item.description).toBeTruthy();
        expect(typeof item.success.status).toBe("number");
        expect(item.error.error_message).toBeTruthy();
      }
    }
  });

  it("answers the caller's own key", async () => {
    await signInAs("robot");
    expect(await botApi.apiKey()).toBe(users.find((u) => u.login === "robot")?.api_key);
  });

  it("refuses ADMIN and USER (403)", async () => {
    for (const login of ["admin", "operator"] as const) {
      await signInAs(login);
      expect((await rejection(botApi.docs())).status).toBe(403);
      expect((await rejection(botApi.apiKey())).status).toBe(403);
    }
  });
});
