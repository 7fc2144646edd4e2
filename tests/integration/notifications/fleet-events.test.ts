import { describe, expect, it } from "vitest";
import { serversApi } from "@/api/endpoints/servers";
import { proxyConfigsApi } from "@/api/endpoints/proxies";
import { findUserByLogin } from "@/mocks/db";
import { notificationsOf } from "@/mocks/db/notifications";
import { signInAs } from "../../support/renderApp";

const newTitles = (login: string) =>
  notificationsOf(findUserByLogin(login)!.uuid)
    .filter((n) => n.status === "NEW")
    .map((n) => n.title);

describe("the mock pushes notifications for real fleet events", () => {
  it("a server change reaches the other admins and owners, not the one who made it", async () => {
    await signInAs("admin");
    const server = await serversApi.one("1");
    await serversApi.update(String(server.id), { ...server, description: "Moved to rack 4" });
    expect(newTitles("owner")).toContain("Server updated");
    expect(newTitles("admin")).not.toContain("Server updated");
    expect(newTitles("operator")).not.toContain("Server updated");
  });

  it("an update push and a proxy reload are announced too", async () => {
    await signInAs("owner");
    await serversApi.pushUpdate([1, 2]);
    await proxyConfigsApi.reload(1);
    expect(newTitles("admin")).toEqual(expect.arrayContaining(["Update pushed", "Proxies reloaded"]));
  });
});
