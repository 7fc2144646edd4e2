import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { decryptSecret } from "@/mocks/db/accountSecrets";
import { accounts, findAccount } from "@/mocks/db/accounts";
import { modal, openAccounts, pickOption, requestsTo, SLOW, toastWith, WAIT } from "./harness";

const openImport = async () => {
  const view = await openAccounts();
  fireEvent.click(screen.getByRole("button", { name: "Import accounts" }));
  const dialog = await modal("Import accounts");
  return { ...view, dialog };
};

const chooseFile = (dialog: HTMLElement, file: File) => {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files: [file] } });
};

describe("Import accounts dialog", { timeout: SLOW }, () => {
  it("refuses a file that is not .txt with a translated message, and needs a locale and a file", async () => {
    const { dialog, seen } = await openImport();
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    await within(dialog).findByText("Choose a file to import", {}, WAIT);
    const errors = [...dialog.querySelectorAll(".ant-form-item-explain-error")].map((e) => e.textContent);
    expect(errors).toEqual(["Choose a locale", "Choose a file to import"]);

    chooseFile(dialog, new File(["a:b"], "accounts.csv", { type: "text/csv" }));
    await within(dialog).findByText("Only .txt files can be imported", {}, WAIT);
    expect(requestsTo(seen, "/accounts/import", "POST")).toHaveLength(0);
  });

  it("sends multipart with encode on by default, shows what was taken and rejected, and refreshes the list", async () => {
    const { dialog, seen } = await openImport();
    const existing = accounts.all()[500]?.login ?? "";
    const file = new File(
      [`fresh.import01:Pa55word!:fresh01@example.org\n${existing}:x:y@example.org\nbroken-line\n`],
      "new.txt",
      { type: "text/plain" },
    );
    await pickOption(dialog, "Locale", "Polish", "Polish (Poland)");
    chooseFile(dialog, file);
    await within(dialog).findByText("new.txt", {}, WAIT);
    const listsBefore = requestsTo(seen, "/accounts/list").length;
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));

    await within(dialog).findByText("1 imported, 2 rejected", {}, WAIT);
    expect(within(dialog).getByText(`Line 2 (${existing}): Account already exists`)).toBeInTheDocument();
    expect(within(dialog).getByText("Line 3 (broken-line): Expected 3 fields, found 1")).toBeInTheDocument();
    await toastWith("1 accounts imported");
    await waitFor(() => expect(requestsTo(seen, "/accounts/list").length).toBeGreaterThan(listsBefore), WAIT);

    const sent = requestsTo(seen, "/accounts/import", "POST")[0];
    expect(sent).toBeDefined();
    const stored = findAccount("fresh.import01");
    expect(stored?.locale_id).toBe(14);
    expect(stored?.account_status).toBe("NONE");
    // encode (default on): the clear password in the file was stored encrypted.
    expect(decryptSecret(stored?.password ?? "")).toBe("Pa55word!");
    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
  });
});
