import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthActionResponse } from "@refinedev/core";
import { ApiError } from "@/api/errors";
import { rememberPage } from "@/providers/authRedirect";
import { en, englishOnFakeTimers, expectRedirectAt, flush, mockAuthProvider, renderAuthArea, settle } from "./harness";

// The screens call the provider directly (no refine before sign-in); its answers are the test's.

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: "input" }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: en("auth.login.submit") }));
const banner = () => screen.getByRole("alert");

const signIn = async (login = "owner", password = "secret-pass") => {
  type(en("auth.login.login"), login);
  type(en("auth.login.password"), password);
  submit();
  await settle();
};

describe("sign-in screen", { timeout: 60_000 }, () => {
  englishOnFakeTimers();
  afterEach(() => vi.restoreAllMocks());

  it("shows the minimum-length messages (SIGN-5), the validation banner, and shakes the invalid fields", async () => {
    const auth = mockAuthProvider();
    renderAuthArea("/auth/login", auth);
    await signIn("abc", "abc");

    expect(screen.getByText(en("auth.errors.login_is_require"))).toBeInTheDocument();
    expect(screen.getByText(en("auth.errors.password_is_require"))).toBeInTheDocument();
    expect(banner()).toHaveTextContent("Please check your input and try again");
    const login = screen.getByLabelText(en("auth.login.login"), { selector: "input" });
    expect(login.className).toMatch(/shake/);
    expect(auth.login).not.toHaveBeenCalled();

    await flush(300);
    expect(login.className).not.toMatch(/shake/);
  });

  it("validates only on submit, then re-validates as the user types", async () => {
    renderAuthArea("/auth/login");
    const login = screen.getByLabelText(en("auth.login.login"), { selector: "input" });
    type(en("auth.login.login"), "ab");
    await settle();
    expect(login).not.toHaveAttribute("aria-invalid", "true");

    submit();
    await settle();
    expect(login).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(en("auth.errors.login_is_require"))).toBeInTheDocument();

    // antd keeps a resolved error in the DOM while its leave motion runs, so the field's state is the signal.
    type(en("auth.login.login"), "abcd");
    await settle();
    expect(login).not.toHaveAttribute("aria-invalid", "true");
  });

  it("moves focus to the first invalid field, whose input names its error and is marked required", async () => {
    renderAuthArea("/auth/login");
    const login = screen.getByLabelText(en("auth.login.login"), { selector: "input" });
    const password = screen.getByLabelText(en("auth.login.password"), { selector: "input" });
    expect(login).toHaveAttribute("aria-required", "true");
    expect(login).not.toHaveAttribute("aria-describedby");
    type(en("auth.login.login"), "owner");
    submit();
    await settle();
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(en("auth.errors.password_is_require"));
    expect(login).not.toHaveAttribute("aria-invalid");
  });

  it("shakes an empty field on blur for 300 ms", async () => {
    renderAuthArea("/auth/login");
    const password = screen.getByLabelText(en("auth.login.password"), { selector: "input" });
    fireEvent.blur(password);
    await flush(0);
    expect(password.closest("[class*=shake]")).not.toBeNull();
    await flush(299);
    expect(password.closest("[class*=shake]")).not.toBeNull();
    await flush(1);
    expect(password.closest("[class*=shake]")).toBeNull();
  });

  it("sends login, password and remember_me (checked by default)", async () => {
    const auth = mockAuthProvider();
    renderAuthArea("/auth/login", auth);
    expect(screen.getByRole("checkbox", { name: en("auth.login.remember_me") })).toBeChecked();
    await signIn("owner", "secret-pass");
    expect(auth.login).toHaveBeenCalledWith({ login: "owner", password: "secret-pass", remember_me: true });
  });

  it("says 'You have successfully logged in', then goes to the remembered page after exactly 1000 ms", async () => {
    rememberPage("/servers/list");
    const { router } = renderAuthArea("/auth/login");
    await signIn();

    expect(banner()).toHaveTextContent("You have successfully logged in");
    await expectRedirectAt(router, 1000, "/auth/login", "/servers/list");
  });

  it("goes to / after success when no page was remembered", async () => {
    const { router } = renderAuthArea("/auth/login");
    await signIn();
    await flush(1000);
    expect(router.state.location.pathname).toBe("/");
  });

  it("reports invalid credentials for a 401 and keeps what was typed", async () => {
    const auth = mockAuthProvider();
    auth.login.mockResolvedValue({
      success: false,
      error: new ApiError("Authentication error: Bad credentials", {
        kind: "auth",
        status: 401,
        serverMessage: "Bad credentials",
      }),
    });
    const { router } = renderAuthArea("/auth/login", auth);
    await signIn("owner", "wrong-pass");

    expect(banner()).toHaveTextContent("Invalid username or password");
    expect(screen.getByLabelText(en("auth.login.login"), { selector: "input" })).toHaveValue("owner");
    expect(screen.getByLabelText(en("auth.login.password"), { selector: "input" })).toHaveValue("wrong-pass");
    await flush(2000);
    expect(router.state.location.pathname).toBe("/auth/login");
  });

  it.each<[string, () => Promise<AuthActionResponse>, string]>([
    [
      "shows another error's server message",
      () =>
        Promise.resolve({
          success: false,
          error: new ApiError("Server error (500): Database is down", {
            kind: "server",
            status: 500,
            serverMessage: "Database is down",
          }),
        }),
      "Database is down",
    ],
    [
      "shows a plain error's message",
      () => Promise.resolve({ success: false, error: new Error("Network error: Unable to connect to the server") }),
      "Network error: Unable to connect to the server",
    ],
    [
      "says 'An unknown error occurred' when the failure carries no message",
      () => Promise.resolve({ success: false }),
      "An unknown error occurred",
    ],
    // The provider promises never to reject; should it anyway, the screen must still answer the user.
    [
      "says 'An unknown error occurred' when the provider rejects with nothing useful",
      () => Promise.reject(new Error("")),
      "An unknown error occurred",
    ],
  ])("%s", async (_name, answer, message) => {
    const auth = mockAuthProvider();
    auth.login.mockImplementation(answer);
    renderAuthArea("/auth/login", auth);
    await signIn();
    expect(banner()).toHaveTextContent(message);
  });

  it.each([
    ["NEW", "/new-user"],
    ["BANNED", "/ban-user"],
  ])("follows the %s redirect at once, replacing the entry, and shows nothing", async (_status, to) => {
    const auth = mockAuthProvider();
    auth.login.mockResolvedValue({ success: false, redirectTo: to });
    const { router } = renderAuthArea("/auth/login", auth);
    await signIn();
    expect(router.state.location.pathname).toBe(to);
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.queryByText(en("auth.login.success"))).not.toBeInTheDocument();
    expect(screen.queryByText(en("auth.errors.unknown"))).not.toBeInTheDocument();
  });

  it("toggles the password between hidden and shown", async () => {
    renderAuthArea("/auth/login");
    const password = screen.getByLabelText(en("auth.login.password"), { selector: "input" });
    expect(password).toHaveAttribute("type", "password");
    fireEvent.click(screen.getByRole("button", { name: en("auth.password.show") }));
    expect(password).toHaveAttribute("type", "text");
    fireEvent.click(screen.getByRole("button", { name: en("auth.password.hide") }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("keeps the banner inside the card it belongs to", async () => {
    renderAuthArea("/auth/login");
    submit();
    await settle();
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByRole("alert")).toHaveTextContent(en("auth.errors.validation"));
  });
});
