import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { users } from "@/mocks/db";
import { renderApp, signInAs } from "../../support/renderApp";
import { recordRequests, requestsTo, SLOW, toastWith, WAIT } from "../../support/pageHarness";

const openCreate = async () => {
  await signInAs("owner");
  const seen = recordRequests("/auth/register", "/users/");
  const view = await renderApp("/users/create");
  await screen.findByText("Create user", { selector: "h2" }, WAIT);
  return { seen, ...view };
};

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: "input" }), { target: { value } });
const submit = () => fireEvent.click(screen.getAllByRole("button", { name: "Create user" }).at(-1) as HTMLElement);
const errors = () => [...document.querySelectorAll(".ant-form-item-explain-error")].map((e) => e.textContent);

describe("Create user (/users/create)", { timeout: SLOW }, () => {
  it("holds a new user to the sign-up rules (SIGN-11 to SIGN-15) and sends nothing until they pass", async () => {
    const { seen } = await openCreate();
    submit();
    await waitFor(() => expect(errors().length).toBe(6), WAIT);
    fill("Login", "abc");
    fill("Email", "not-an-email");
    fill("Password", "short");
    fill("Confirm password", "other");
    await waitFor(
      () =>
        expect(errors()).toEqual(
          expect.arrayContaining([
            "The login must be at least 4 characters long",
            expect.stringMatching(/mail/i),
            expect.stringMatching(/8/),
            expect.stringMatching(/match/i),
          ]),
        ),
      WAIT,
    );
    expect(requestsTo(seen, "/auth/register", "POST")).toHaveLength(0);
  });

  it("creates the user through POST /auth/register; they appear in the list as NEW", async () => {
    const { seen, router } = await openCreate();
    fill("Login", "newhire");
    fill("Email", "new.hire@example.com");
    fill("Name", "New");
    fill("Surname", "Hire");
    fill("Password", "long-enough-1");
    fill("Confirm password", "long-enough-1");
    submit();
    const toast = await toastWith("User newhire created; approve them to let them in");
    const created = users.find((u) => u.login === "newhire");
    expect(
      within(toast.closest(".ant-notification-notice") as HTMLElement).getByRole("link", { name: "Open" }),
    ).toHaveAttribute("href", `/users?open=${created?.uuid}`);
    expect(await requestsTo(seen, "/auth/register", "POST")[0]?.body).toEqual({
      login: "newhire",
      email: "new.hire@example.com",
      name: "New",
      surname: "Hire",
      password: "long-enough-1",
    });
    expect(users.find((u) => u.login === "newhire")?.status).toBe("NEW");
    await waitFor(() => expect(router.state.location.pathname).toBe("/users"), WAIT);
    await screen.findByText("newhire", {}, WAIT);
    expect(screen.getAllByText("Awaiting approval").length).toBeGreaterThan(0);
  });

  it("puts 'login exists' and 'e-mail exists' under their fields and keeps what was typed", async () => {
    await openCreate();
    fill("Login", "admin");
    fill("Email", "someone.else@example.com");
    fill("Name", "A");
    fill("Surname", "B");
    fill("Password", "long-enough-1");
    fill("Confirm password", "long-enough-1");
    submit();
    await waitFor(() => expect(errors()).toEqual(["This login is already taken"]), WAIT);
    expect(screen.getByLabelText("Login", { selector: "input" })).toHaveValue("admin");
    expect(screen.getByLabelText("Password", { selector: "input" })).toHaveValue("long-enough-1");
  });
});
