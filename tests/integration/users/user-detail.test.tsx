import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { users } from "@/mocks/db";
import { server } from "@/mocks/node";
import { apiPath, fail } from "@/mocks/wire";
import { USER_DETAIL_CACHE_MS } from "@/resources/users/UserDetailDialog";
import { inRow, modal, openUsers, requestsTo, SLOW, toastWith, userByLogin, WAIT } from "./harness";

const openDetail = async (login: string, path = `/users?list=users&q=${login}`) => {
  const view = await openUsers(path);
  await waitFor(() => expect(inRow(login).getByText(login)).toBeInTheDocument(), WAIT);
  fireEvent.click(inRow(login).getByRole("button", { name: `Details of ${login}` }));
  const dialog = await modal(`User ${login}`);
  await within(dialog).findByRole("group", { name: "Roles" }, WAIT);
  return { ...view, dialog };
};

const confirmDialog = async (title: string) => {
  const heading = await screen.findByText(title, {}, WAIT);
  return heading.closest<HTMLElement>(".ant-modal") ?? document.body;
};

describe("User detail dialog", () => {
  it("reads GET /users/?uuid= once and keeps it 5 minutes (USR-4)", { timeout: SLOW }, async () => {
    expect(USER_DETAIL_CACHE_MS).toBe(300_000);
    const { seen, dialog } = await openDetail("operator");
    const uuid = userByLogin("operator").uuid;
    expect(requestsTo(seen, "/users/").filter((r) => r.url.searchParams.get("uuid") === uuid)).toHaveLength(1);
    fireEvent.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    fireEvent.click(inRow("operator").getByRole("button", { name: "Details of operator" }));
    await modal("User operator");
    expect(requestsTo(seen, "/users/").filter((r) => r.url.searchParams.get("uuid") === uuid)).toHaveLength(1);
  });

  it("adds an unheld role and removes a held one, sending the role in upper case", { timeout: SLOW }, async () => {
    const { seen, dialog } = await openDetail("operator");
    fireEvent.click(within(dialog).getByRole("button", { name: "Give the Administrator role" }));
    await waitFor(() => expect(requestsTo(seen, "/users/role/add", "PUT")).toHaveLength(1), WAIT);
    expect(requestsTo(seen, "/users/role/add", "PUT")[0]?.url.searchParams.get("role")).toBe("ADMIN");
    await within(dialog).findByRole("button", { name: "Take the Administrator role away" }, WAIT);
    expect(userByLogin("operator").roles).toEqual(["USER", "ADMIN"]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Take the User role away" }));
    await waitFor(
      () => expect(requestsTo(seen, "/users/role/remove", "PUT")[0]?.url.searchParams.get("role")).toBe("USER"),
      WAIT,
    );
    await waitFor(() => expect(userByLogin("operator").roles).toEqual(["ADMIN"]), WAIT);
  });

  it("keeps the last role: 'User must have at least one role', and nothing is sent", { timeout: SLOW }, async () => {
    const { seen, dialog } = await openDetail("admin");
    fireEvent.click(within(dialog).getByRole("button", { name: "Take the Administrator role away" }));
    await toastWith("User must have at least one role");
    expect(requestsTo(seen, "/users/role/remove", "PUT")).toHaveLength(0);
  });

  it("says 'Error adding role' and 'Error removing role' when the change fails", { timeout: SLOW }, async () => {
    server.use(
      http.put(apiPath("/users/role/add"), () => fail(400, "no")),
      http.put(apiPath("/users/role/remove"), () => fail(400, "no")),
    );
    const { dialog } = await openDetail("abondarenko");
    fireEvent.click(within(dialog).getByRole("button", { name: "Give the Owner role" }));
    await toastWith("Error adding role");
    fireEvent.click(within(dialog).getByRole("button", { name: "Take the Administrator role away" }));
    await toastWith("Error removing role");
  });

  it("approves a NEW user after confirmation (PUT /users/approve)", { timeout: SLOW }, async () => {
    const { seen, dialog } = await openDetail("newbie");
    expect(within(dialog).queryByRole("button", { name: "Ban" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    const confirm = await confirmDialog("Approve newbie?");
    fireEvent.click(within(confirm).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(requestsTo(seen, "/users/approve", "PUT")).toHaveLength(1), WAIT);
    await waitFor(() => expect(userByLogin("newbie").status).toBe("ACTIVE"), WAIT);
    await within(dialog).findByRole("button", { name: "Ban" }, WAIT);
  });

  it("bans an ACTIVE user only after confirmation; cancelling sends nothing", { timeout: SLOW }, async () => {
    const { seen, dialog } = await openDetail("operator");
    fireEvent.click(within(dialog).getByRole("button", { name: "Ban" }));
    let confirm = await confirmDialog("Ban operator?");
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByText("Ban operator?")).toBeNull(), WAIT);
    expect(requestsTo(seen, "/users/ban", "PUT")).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("button", { name: "Ban" }));
    confirm = await confirmDialog("Ban operator?");
    fireEvent.click(within(confirm).getByRole("button", { name: "Ban" }));
    await waitFor(() => expect(userByLogin("operator").status).toBe("BANNED"), WAIT);
  });

  it("says 'Error changing user status' when approve fails", { timeout: SLOW }, async () => {
    server.use(http.put(apiPath("/users/approve"), () => fail(400, "no")));
    const { dialog } = await openDetail("banned");
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    const confirm = await confirmDialog("Approve banned?");
    fireEvent.click(within(confirm).getByRole("button", { name: "Approve" }));
    await toastWith("Error changing user status");
  });

  it("hides approve and ban on the viewer's own record", { timeout: SLOW }, async () => {
    const { dialog } = await openDetail("owner");
    expect(within(dialog).getByText("You")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Ban" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it(
    "saves only the changed fields (POST /users/update) and keeps the input when the server refuses",
    { timeout: SLOW },
    async () => {
      const { seen, dialog } = await openDetail("operator");
      fireEvent.change(within(dialog).getByLabelText("Surname"), { target: { value: "Carter-Smith" } });
      fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
      await toastWith("User updated");
      const [sent] = requestsTo(seen, "/users/update", "POST");
      expect(await sent?.body).toEqual({ uuid: userByLogin("operator").uuid, surname: "Carter-Smith" });

      const taken = users.find((u) => u.login === "admin")?.email ?? "";
      fireEvent.change(within(dialog).getByLabelText("E-mail"), { target: { value: taken } });
      fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
      await within(dialog).findByText("A user with this email already exists", {}, WAIT);
      expect(within(dialog).getByLabelText("E-mail")).toHaveValue(taken);
    },
  );

  it("closes with 'Error loading user' when the user cannot be read", { timeout: SLOW }, async () => {
    server.use(http.get(apiPath("/users/"), () => fail(404, "User not found")));
    await openUsers();
    fireEvent.click(inRow("admin").getByRole("button", { name: "Details of admin" }));
    await toastWith("Error loading user");
    await waitFor(
      () => expect(document.querySelector(".ant-modal-wrap:not([style*='display: none']) .ant-modal-title")).toBeNull(),
      WAIT,
    );
  });
});
