import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "@/providers/i18n";
import { en, flush, mockAuthProvider, renderAuthArea, settle } from "./harness";

// The screens call the provider directly (no refine before sign-in); its answers are the test's.

const type = (value: string) =>
  fireEvent.change(screen.getByLabelText(en("auth.reset.email"), { selector: "input" }), { target: { value } });
const submit = async () => {
  fireEvent.click(screen.getByRole("button", { name: en("auth.reset.submit") }));
  await settle();
};

describe("reset-password screen", { timeout: 60_000 }, () => {
  // useT reads the app's i18next. English is loaded before the fake timers start: it arrives over (mocked) fetch.
  beforeEach(() => initI18n("en"));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

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

    await flush(2999);
    expect(router.state.location.pathname).toBe("/auth/reset-password");
    await flush(1);
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(router.state.historyAction).toBe("REPLACE");
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
