import { fireEvent, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { decryptSecret } from "@/mocks/db/accountSecrets";
import { byUpdatedDesc, inRow, openAccounts } from "../accounts/harness";
import { entries, lastEntry, SLOW, WAIT } from "./harness";

describe("a decrypt in the activity log", { timeout: SLOW }, () => {
  it("names who decrypted which account's password, once, and never the password", async () => {
    await openAccounts();
    const first = byUpdatedDesc()[0];
    if (!first) throw new Error("no accounts");
    const clear = decryptSecret(first.password) ?? "";
    const before = entries().length;

    fireEvent.click(inRow(first.login).getByRole("button", { name: `Decrypt the password of ${first.login}` }));
    await waitFor(() => expect(inRow(first.login).queryByText(clear)).not.toBeNull(), WAIT);
    await waitFor(() => expect(entries()).toHaveLength(before + 1), WAIT);
    expect(lastEntry()).toMatchObject({
      resource: "accounts",
      action: "decrypt",
      record_id: first.login,
      author_login: "admin",
      changes: [],
    });

    // Hiding and showing it again asks the server nothing, so nothing more is logged.
    fireEvent.click(inRow(first.login).getByRole("button", { name: `Hide the password of ${first.login}` }));
    fireEvent.click(inRow(first.login).getByRole("button", { name: `Show the password of ${first.login}` }));
    expect(entries()).toHaveLength(before + 1);
    const log = JSON.stringify(entries());
    expect(clear.length).toBeGreaterThan(0);
    expect(log).not.toContain(clear);
    expect(log).not.toContain(first.password);
  });
});
