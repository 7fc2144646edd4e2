import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readText } from "@/lib/readText";
import { decryptSecret } from "@/mocks/db/accountSecrets";
import { accounts } from "@/mocks/db/accounts";
import { server } from "@/mocks/node";
import { apiPath, fail } from "@/mocks/wire";
import { modal, openAccounts, pickOption, requestsTo, SLOW, toastWith, WAIT } from "./harness";
import { captureDownloads, type SavedFile } from "../../support/downloads";

let saved: SavedFile[] = [];
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => vi.restoreAllMocks());

const openExport = async () => {
  const view = await openAccounts();
  fireEvent.click(screen.getByRole("button", { name: "Export accounts" }));
  const dialog = await modal("Export accounts");
  return { ...view, dialog };
};

const patternString = (dialog: HTMLElement) => within(dialog).getByTestId("pattern-string").textContent;
const check = (dialog: HTMLElement, label: string) =>
  fireEvent.click(within(dialog).getByRole("checkbox", { name: label }));

describe("Export accounts dialog", { timeout: SLOW }, () => {
  it("builds the pattern from the chosen field ids, each followed by a colon, with a live line", async () => {
    const { dialog } = await openExport();
    expect(patternString(dialog)).toBe("login:password:");
    expect(within(dialog).getByTestId("pattern-preview").textContent).toBe("jane.doe.1990:S3cret!pass");
    check(dialog, "Recovery e-mail");
    check(dialog, "Phone");
    expect(patternString(dialog)).toBe("login:password:recovery_email:phone:");
    check(dialog, "Login");
    check(dialog, "Password");
    check(dialog, "Recovery e-mail");
    check(dialog, "Phone");
    expect(patternString(dialog)).toBe("—");
  });

  it("refuses no field, no locale and a count under 1, with the reasons under the fields", async () => {
    const { dialog, seen } = await openExport();
    check(dialog, "Login");
    check(dialog, "Password");
    fireEvent.change(within(dialog).getByLabelText("How many accounts"), { target: { value: "0" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Export" }));
    await within(dialog).findByText("Choose at least one field", {}, WAIT);
    // Each field's message renders when its own rule settles: on a busy machine a render may show some of them.
    await waitFor(() => {
      const errors = [...dialog.querySelectorAll(".ant-form-item-explain-error")].map((e) => e.textContent);
      expect(errors).toEqual(["Choose at least one field", "Choose a locale", expect.stringMatching(/at least 1/)]);
    }, WAIT);
    expect(requestsTo(seen, "/accounts/export", "POST")).toHaveLength(0);
  });

  it("sends the pattern, count, status and locale with encode and for_testing off by default, and saves exported_accounts.txt", async () => {
    const { dialog, seen } = await openExport();
    fireEvent.change(within(dialog).getByLabelText("How many accounts"), { target: { value: "200" } });
    await pickOption(dialog, "Locale", "Polish", "Polish (Poland)");
    const pool = accounts.filter((a) => a.account_status === "NONE" && a.locale_id === 14);
    fireEvent.click(within(dialog).getByRole("button", { name: "Export" }));
    await waitFor(() => expect(saved).toHaveLength(1), WAIT);

    const [sent] = requestsTo(seen, "/accounts/export", "POST");
    expect(await sent?.body).toEqual({
      parse_pattern: "login:password:",
      count: 200,
      encode: false,
      for_testing: false,
      status: "NONE",
      locale: 14,
    });
    expect(saved[0]?.name).toBe("exported_accounts.txt");
    const lines = (await readText(saved[0]?.blob ?? new Blob()))?.split("\n").filter(Boolean) ?? [];
    expect(lines).toHaveLength(Math.min(200, pool.length));
    const first = pool[0];
    expect(lines[0]).toBe(`${first?.login}:${decryptSecret(first?.password ?? "")}`);
    await toastWith(`${lines.length} accounts saved to exported_accounts.txt`);
  });

  it("keeps every choice and says why when the export fails", async () => {
    server.use(http.post(apiPath("/accounts/export"), () => fail(404, "No accounts match the locale and status")));
    const { dialog } = await openExport();
    check(dialog, "Phone");
    fireEvent.change(within(dialog).getByLabelText("How many accounts"), { target: { value: "7" } });
    await pickOption(dialog, "Locale", "Japan", "Japanese (Japan)");
    fireEvent.click(within(dialog).getByRole("button", { name: "Export" }));
    await within(dialog).findByText("No accounts match the locale and status", {}, WAIT);
    expect(within(dialog).getByText("The export did not work")).toBeInTheDocument();
    expect(patternString(dialog)).toBe("login:password:phone:");
    expect(within(dialog).getByLabelText("How many accounts")).toHaveValue("7");
    expect(saved).toHaveLength(0);
  });
});
