import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en, englishOnFakeTimers, expectRedirectAt, flush, mockAuthProvider, renderAuthArea, settle } from "./harness";

// The screens call the provider directly (no refine before sign-in); its answers are the test's.

const type = (value: string) =>
  fireEvent.change(screen.getByLabelText(en("auth.reset.email"), { selector: "input" }), { target: { value } });
const submit = async () => {
  fireEvent.click(screen.getByRole("button", { name: en("auth.reset.submit") }));
  await settle();
};

describe("reset-password screen", { timeout: 60_000 }, () => {
  englishOnFakeTimers();

  it("requires an email", async () => {
    renderAuthArea("/auth/reset-password");
    await submit();
    expect(screen.getByText(en("auth.errors.email_is_require"))).toBeInTheDocument();
    const email = screen.getByLabelText(en("auth.reset.email"), { selector: "input" });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(en("auth.errors.email_is_require"));
  });

  it("requires a valid email", async () => {
    const auth = mockAuthProvider();
    renderAuthArea("/auth/reset-password", auth);
    type("nobody");
    await submit();
    expect(screen.getByText(en("auth.errors.email_is_invalid"))).toBeInTheDocument();
    expect(auth.forgotPassword).not.toHaveBeenCalled();
  });

  it("confirms the instructions were sent, then returns to sign-in after exactly 3000 ms", async () => {
    const auth = mockAuthProvider();
    const { router } = renderAuthArea("/auth/reset-password", auth);
    type("anna@example.test");
    await submit();
    expect(auth.forgotPassword).toHaveBeenCalledWith({ email: "anna@example.test" });
    expect(screen.getByRole("alert")).toHaveTextContent("Password reset instructions have been sent to your email.");

    await expectRedirectAt(router, 3000, "/auth/reset-password", "/auth/login");
  });

  it("shows the server's reason when sending fails, and stays", async () => {
    const auth = mockAuthProvider();
    auth.forgotPassword.mockResolvedValue({ success: false, error: new Error("No account with this email") });
    const { router } = renderAuthArea("/auth/reset-password", auth);
    type("anna@example.test");
    await submit();
    expect(screen.getByRole("alert")).toHaveTextContent("No account with this email");
    await flush(3000);
    expect(router.state.location.pathname).toBe("/auth/reset-password");
  });
});
