import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/errors";
import { VALID_SIGN_UP as VALID } from "../../support/fixtures";
import { en, englishOnFakeTimers, flush, mockAuthProvider, renderAuthArea, settle } from "./harness";

// The screens call the provider directly (no refine before sign-in); its answers are the test's.

const field = (key: string) => screen.getByLabelText(en(`auth.register.${key}`), { selector: "input" });
const type = (key: string, value: string) => fireEvent.change(field(key), { target: { value } });
const submit = async () => {
  fireEvent.click(screen.getByRole("button", { name: en("auth.register.submit") }));
  // Errors set from outside the form reach antd's error list a few animation frames later.
  for (let frame = 0; frame < 3; frame += 1) {
    await settle();
    await flush(20);
  }
};

/** Fills in a valid sign-up and submits it; the server refuses it with `error`. */
const submitRefusedWith = async (error: ApiError) => {
  const auth = mockAuthProvider();
  auth.register.mockResolvedValue({ success: false, error });
  renderAuthArea("/auth/register", auth);
  fill();
  await submit();
};

const fill = (values: Partial<typeof VALID> = {}) => {
  for (const [key, value] of Object.entries({ ...VALID, ...values })) type(key, value);
};

describe("sign-up screen", { timeout: 60_000 }, () => {
  englishOnFakeTimers();

  it("asks for every required field", async () => {
    renderAuthArea("/auth/register");
    await submit();
    for (const key of [
      "login_is_empty",
      "email_is_require",
      "name_is_require",
      "surname_is_require",
      "password_is_empty",
      "password2_is_require",
    ]) {
      expect(screen.getByText(en(`auth.errors.${key}`))).toBeInTheDocument();
    }
    expect(screen.getByRole("alert")).toHaveTextContent("Please check your input and try again");
  });

  it("rejects a short login, an invalid email, a short password and a mismatched confirmation", async () => {
    const auth = mockAuthProvider();
    renderAuthArea("/auth/register", auth);
    fill({ login: "abc", email: "not-an-email", password: "short", password2: "other" });
    await submit();
    expect(screen.getByText(en("auth.errors.login_is_short"))).toBeInTheDocument();
    expect(screen.getByText(en("auth.errors.email_is_invalid"))).toBeInTheDocument();
    expect(screen.getByText(en("auth.errors.password_is_short"))).toBeInTheDocument();
    expect(screen.getByText(en("auth.errors.passwords_not_match"))).toBeInTheDocument();
    expect(auth.register).not.toHaveBeenCalled();
  });

  it("checks the confirmation as soon as the password changes under it, even before a submit", async () => {
    renderAuthArea("/auth/register");
    type("password2", "long-enough");
    await settle();
    expect(field("password2")).not.toHaveAttribute("aria-invalid");
    type("password", "long-enough!");
    await settle();
    expect(field("password2")).toHaveAttribute("aria-invalid", "true");
    expect(field("password2")).toHaveAccessibleDescription(en("auth.errors.passwords_not_match"));
    type("password", "long-enough");
    await settle();
    expect(field("password2")).not.toHaveAttribute("aria-invalid");
  });

  it("focuses the first invalid field after a failed submit", async () => {
    renderAuthArea("/auth/register");
    fill({ email: "not-an-email", surname: "" });
    await submit();
    expect(field("email")).toHaveFocus();
    expect(field("email")).toHaveAccessibleDescription(en("auth.errors.email_is_invalid"));
    expect(field("surname")).toHaveAttribute("aria-invalid", "true");
  });

  it("sends the fields without the confirmation", async () => {
    const auth = mockAuthProvider();
    renderAuthArea("/auth/register", auth);
    fill();
    await submit();
    const { password2: _confirm, ...payload } = VALID;
    expect(auth.register).toHaveBeenCalledWith(payload);
  });

  it("marks the fields the server names", async () => {
    await submitRefusedWith(
      new ApiError("Validation error: invalid", {
        kind: "validation",
        status: 422,
        fieldErrors: {
          name: "Name contains digits",
          surname: "Surname is too long",
          password: "Password is too common",
        },
      }),
    );
    expect(screen.getByText("Name contains digits")).toBeInTheDocument();
    expect(screen.getByText("Surname is too long")).toBeInTheDocument();
    expect(screen.getByText("Password is too common")).toBeInTheDocument();
    expect(field("name")).toHaveAttribute("aria-invalid", "true");
    expect(field("login")).toHaveValue(VALID.login);
  });

  it.each([
    ["login", "User with this login already exists", "auth.errors.login_exists"],
    ["email", "Email already exists", "auth.errors.email_exists"],
  ])("marks %s as existing when the message says so", async (name, serverMessage, key) => {
    await submitRefusedWith(
      new ApiError(`Client error (409): ${serverMessage}`, { kind: "client", status: 409, serverMessage }),
    );
    expect(screen.getByText(en(key))).toBeInTheDocument();
    expect(field(name)).toHaveAttribute("aria-invalid", "true");
  });

  it("shows a failure the fields cannot explain", async () => {
    await submitRefusedWith(
      new ApiError("Server error (503): Maintenance", { kind: "server", status: 503, serverMessage: "Maintenance" }),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Maintenance");
  });

  it("says 'Registration successful. You can now log in.' and returns to the sign-in tab with the login filled", async () => {
    const { router } = renderAuthArea("/auth/register");
    fill();
    await submit();
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.getByRole("alert")).toHaveTextContent("Registration successful. You can now log in.");
    expect(screen.getByLabelText(en("auth.login.login"), { selector: "input" })).toHaveValue(VALID.login);
  });
});
