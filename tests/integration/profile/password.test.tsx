import { within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SLOW_UI, en, openProfile, openTab, resetProfileTest, setupUser, signIn, tab } from "./harness";

afterEach(resetProfileTest);

describe("profile dialog: password", SLOW_UI, () => {
  it("shows that changing the password is not available, without a form", async () => {
    const user = setupUser();
    await signIn();
    const dialog = await openProfile();
    await openTab(user, "profile.tabs.password");
    expect(await within(dialog).findByText(en("profile.password_not_available"))).toBeInTheDocument();
    expect(dialog.querySelector("input[type=password]")).toBeNull();
  });

  it("moves between tabs with the keyboard", async () => {
    const user = setupUser();
    await signIn();
    await openProfile();
    tab("profile.tabs.main_info").focus();
    await user.keyboard("{ArrowRight}{Enter}");
    expect(tab("profile.tabs.password")).toHaveAttribute("aria-selected", "true");
  });
});
