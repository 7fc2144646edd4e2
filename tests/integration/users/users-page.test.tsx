import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { users } from "@/mocks/db";
import { renderApp, signInAs } from "../../support/renderApp";
import { bodyRows, inRow, logins, openUsers, requestsTo, SLOW, WAIT, expectFirstQuery } from "./harness";

describe("Users page (/users)", { timeout: SLOW }, () => {
  it("lists users by login with picture, names, e-mail, status and roles; sorts and searches on the server", async () => {
    const { seen } = await openUsers();
    expectFirstQuery(seen, "/users/list", { sort: "login:asc" });
    const sorted = [...users.all()]
      .map((u) => u.login)
      .sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true }));
    expect(logins()).toEqual(sorted.slice(0, logins().length));
    // A user has no `id`: the rows are keyed by the declaration's idField, the uuid.
    const uuidOf = new Map(users.all().map((u) => [u.login, u.uuid]));
    expect(bodyRows().map((row) => row.dataset.rowKey)).toEqual(logins().map((login) => uuidOf.get(login)));
    const headers = [
      ...document.querySelectorAll<HTMLElement>(".ant-table-thead th:not(.ant-table-selection-column)"),
    ].map((th) => th.textContent?.trim());
    expect(headers).toEqual(["Picture", "Login", "Name", "Surname", "E-mail", "Status", "Roles", "Actions"]);
    expect(inRow("admin").getByText("Administrator")).toBeInTheDocument();

    fireEvent.change(screen.getByPlaceholderText("Search by login, name or e-mail"), {
      target: { value: "zielinski" },
    });
    await waitFor(
      () => expect(requestsTo(seen, "/users/list").at(-1)?.url.searchParams.get("search")).toBe("zielinski"),
      WAIT,
    );
    await waitFor(
      () =>
        expect(logins()).toEqual(
          users
            .filter((u) => /zielinski/i.test(u.surname + u.email))
            .map((u) => u.login)
            .sort()
            .slice(0, 5),
        ),
      WAIT,
    );
  });

  it("makes NEW users stand out: 'Awaiting approval', a highlighted details button, and a shortcut to them", async () => {
    const { seen, router } = await openUsers();
    const waiting = users.filter((u) => u.status === "NEW").length;
    const shortcut = await screen.findByRole("button", { name: `${waiting} waiting for approval` }, WAIT);
    fireEvent.click(shortcut);
    await waitFor(() => expect(router.state.location.search).toContain("status=NEW"), WAIT);
    await waitFor(
      () => expect(requestsTo(seen, "/users/list").at(-1)?.url.searchParams.get("status")).toBe("NEW"),
      WAIT,
    );
    await waitFor(() => expect(logins()).toContain("newbie"), WAIT);
    for (const row of bodyRows()) expect(within(row).getByText("Awaiting approval")).toBeInTheDocument();
    expect(inRow("newbie").getByRole("button", { name: "Details of newbie" })).toHaveClass("ant-btn-primary");
  });

  it("filters by role in the URL", async () => {
    const { seen } = await openUsers("/users?list=users&role=ADMIN_BOT");
    expect(requestsTo(seen, "/users/list")[0]?.url.searchParams.get("role")).toBe("ADMIN_BOT");
    await waitFor(() => expect(logins()).toContain("robot"), WAIT);
    for (const row of bodyRows()) expect(within(row).getByText("Bot administrator")).toBeInTheDocument();
  });

  it("is the OWNER's only: an ADMIN gets the access-denied page", async () => {
    await signInAs("admin");
    await renderApp("/users");
    await screen.findByText("Access denied", {}, WAIT);
  });
});
