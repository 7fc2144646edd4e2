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

describe("Import accounts dialog: the file is read before upload", { timeout: SLOW }, () => {
  it("states the caps, refuses a binary file renamed .txt with a message, and sends nothing", async () => {
    const { dialog, seen } = await openImport();
    expect(within(dialog).getByText(/At most 5 MB and 50,000 lines per file/)).toBeInTheDocument();
    await pickOption(dialog, "Locale", "Polish", "Polish (Poland)");
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    chooseFile(dialog, new File([png], "photo.txt", { type: "text/plain" }));
    await within(dialog).findByText(/This is not a text file/, {}, WAIT);
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    await new Promise((r) => setTimeout(r, 300));
    expect(requestsTo(seen, "/accounts/import", "POST")).toHaveLength(0);
  });

  it("lists the first 100 rejected lines and counts the rest", async () => {
    const { dialog } = await openImport();
    await pickOption(dialog, "Locale", "Polish", "Polish (Poland)");
    const bad = Array.from({ length: 130 }, (_, i) => `broken${i}`).join("\n");
    chooseFile(dialog, new File([`capped.person1:pw:cap@example.org\n${bad}\n`], "mixed.txt", { type: "text/plain" }));
    await within(dialog).findByText("mixed.txt", {}, WAIT);
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    await within(dialog).findByText("1 imported, 130 rejected", {}, WAIT);
    expect(within(dialog).getAllByText(/^Line \d+ \(.+\): Expected 3 fields, found 1$/)).toHaveLength(100);
    expect(within(dialog).getByText("… and 30 more rejected lines")).toBeInTheDocument();
  });
});
