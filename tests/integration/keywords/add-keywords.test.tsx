import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "@/mocks/node";
import { apiPath, fail } from "@/mocks/wire";
import { modal, openKeywords, requestsTo, SLOW, toastWith, WAIT } from "./harness";

const openDialog = async () => {
  const view = await openKeywords();
  fireEvent.click(screen.getByRole("button", { name: "Add keywords" }));
  const dialog = await modal("Add keywords · English (United States)");
  return { ...view, dialog };
};

const chipsBox = (dialog: HTMLElement) => within(dialog).getByLabelText("Keywords");
const typeChips = (dialog: HTMLElement, text: string) => {
  fireEvent.change(chipsBox(dialog), { target: { value: text } });
  fireEvent.keyDown(chipsBox(dialog), { key: "Enter" });
};
const upload = async (dialog: HTMLElement, file: File) => {
  const input = dialog.querySelector<HTMLInputElement>("input[type=file]");
  if (!input) throw new Error("no file input");
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
    await new Promise((r) => setTimeout(r, 50));
  });
};
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));

describe("Add keywords dialog", { timeout: SLOW }, () => {
  it("needs at least one keyword (keywords.modal.one_keyword_is_required)", async () => {
    const { dialog, seen } = await openDialog();
    save(dialog);
    expect(await within(dialog).findByText("Add at least one keyword", undefined, WAIT)).toBeInTheDocument();
    expect(requestsTo(seen, "/keywords/add", "POST")).toHaveLength(0);
  });

  it("cleans typed keywords, sends them with the app and locale, and refreshes the list", async () => {
    const { dialog, seen } = await openDialog();
    typeChips(dialog, "fresh^ idea@, second/one");
    await waitFor(() => expect(within(dialog).getByText("fresh idea")).toBeInTheDocument(), WAIT);
    save(dialog);
    const toast = (await toastWith("Keywords added: 2")).closest(".ant-notification-notice") as HTMLElement;
    // Several keywords open as the list of their app and locale; one opens as its history.
    expect(within(toast).getByRole("link", { name: "Open" })).toHaveAttribute(
      "href",
      "/keywords?auid=app-0001&locale=1",
    );
    expect(await requestsTo(seen, "/keywords/add", "POST")[0]?.body).toEqual({
      auid: "app-0001",
      keywords: ["fresh idea", "secondone"],
      locale: 1,
    });
  });

  it("one added keyword's toast opens its position history", async () => {
    const { dialog } = await openDialog();
    typeChips(dialog, "solo pick");
    save(dialog);
    const toast = (await toastWith("Keywords added: 1")).closest(".ant-notification-notice") as HTMLElement;
    expect(within(toast).getByRole("link", { name: "Open" })).toHaveAttribute(
      "href",
      "/keywords/history?auid=app-0001&locale=1&kw=solo+pick",
    );
  });

  it("imports .txt and .csv files and refuses anything else", async () => {
    const { dialog } = await openDialog();
    await upload(dialog, new File(["alpha\nbeta\n"], "list.txt", { type: "text/plain" }));
    expect(await within(dialog).findByText("Keywords read from the file: 2", undefined, WAIT)).toBeInTheDocument();
    await upload(dialog, new File(["gamma,delta"], "list.csv", { type: "text/csv" }));
    expect(await within(dialog).findByText("delta", undefined, WAIT)).toBeInTheDocument();
    await upload(dialog, new File(["x"], "list.xlsx"));
    expect(
      await within(dialog).findByText(
        "Only .txt (one keyword per line) or .csv (comma-separated) files can be imported",
        undefined,
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("alpha")).toBeInTheDocument();
  });

  it("keeps the first 500 of a longer file and says so", async () => {
    const { dialog } = await openDialog();
    const text = Array.from({ length: 520 }, (_, i) => `kw ${i}`).join("\n");
    await upload(dialog, new File([text], "many.txt", { type: "text/plain" }));
    expect(
      await within(dialog).findByText("The file holds 520 keywords; the first 500 were kept", undefined, WAIT),
    ).toBeInTheDocument();
  });

  it("a refused save keeps every chip and shows why", async () => {
    server.use(http.post(apiPath("/keywords/add"), () => fail(400, "The store is busy")));
    const { dialog } = await openDialog();
    typeChips(dialog, "keep me");
    await waitFor(() => expect(within(dialog).getByText("keep me")).toBeInTheDocument(), WAIT);
    save(dialog);
    expect(await within(dialog).findByText("The store is busy", undefined, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByText("keep me")).toBeInTheDocument();
  });
});

describe("Add keywords dialog: files and limits", { timeout: SLOW }, () => {
  it("says a 101-character keyword's limit under the field and sends nothing", async () => {
    const { dialog, seen } = await openDialog();
    typeChips(dialog, `ok one,${"k".repeat(101)}`);
    save(dialog);
    expect(
      await within(dialog).findByText(`A keyword has at most 100 characters: “${"k".repeat(40)}…”`, undefined, WAIT),
    ).toBeInTheDocument();
    expect(requestsTo(seen, "/keywords/add", "POST")).toHaveLength(0);
  });

  it("puts the server's field message under the field, not 'Validation failed'", async () => {
    server.use(
      http.post(apiPath("/keywords/add"), () =>
        fail(422, "Validation failed", { keywords: "A keyword has at most 100 characters" }),
      ),
    );
    const { dialog } = await openDialog();
    typeChips(dialog, "fine");
    save(dialog);
    expect(
      await within(dialog).findByText("A keyword has at most 100 characters", undefined, WAIT),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText("Validation failed")).not.toBeInTheDocument();
  });

  it("says how many of a file were left out when chips were there already, and refuses a binary file", async () => {
    const { dialog } = await openDialog();
    typeChips(dialog, Array.from({ length: 9 }, (_, i) => `typed ${i}`).join(","));
    const lines = Array.from({ length: 501 }, (_, i) => `from file ${i}`).join("\n");
    await upload(dialog, new File([lines], "many.txt", { type: "text/plain" }));
    expect(
      await within(dialog).findByText(
        "The file holds 501 keywords; 491 were added and 10 left out (already in the list, or past 500 at once)",
        undefined,
        WAIT,
      ),
    ).toBeInTheDocument();
    await upload(dialog, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13])], "logo.txt"));
    expect(await within(dialog).findByText(/^This is not a text file/, undefined, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByText("500 / 500")).toBeInTheDocument();
  });
});
