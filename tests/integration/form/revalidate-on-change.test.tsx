import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apps } from "@/mocks/db/apps";
import { modal, pickOption, SLOW, WAIT } from "../../support/pageHarness";
import { contentRows, openListPage } from "../../support/listPage";
import { renderApp, signInAs } from "../../support/renderApp";
import { asDesktop } from "../servers/harness";

asDesktop();

/** The messages antd shows under the fields of `scope`. */
const messages = (scope: HTMLElement): string[] =>
  [...scope.querySelectorAll(".ant-form-item-explain-error")].map((e) => e.textContent ?? "");

/** Submit empty → the message → fill → the message is gone, without a second submit. */
const walk = async (scope: HTMLElement, submit: () => void, message: string, fill: () => Promise<void> | void) => {
  submit();
  await waitFor(() => expect(messages(scope)).toContain(message), WAIT);
  await fill();
  await waitFor(() => expect(messages(scope)).not.toContain(message), WAIT);
};

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const activeApp = () => apps.all().find((a) => a.status === "ACTIVE" && "us_en" in a.details);

describe("every form kind checks again as the input changes (FORM-1)", { timeout: SLOW }, () => {
  it("a declared form: Add server", async () => {
    await openListPage({
      path: "/servers/list",
      login: "admin",
      title: "Servers",
      record: [],
      shown: () => contentRows().length,
    });
    fireEvent.click(await screen.findByText("Add server", { selector: "button *" }, WAIT));
    const dialog = await modal("Add server");
    const name = await within(dialog).findByLabelText("Name", {}, WAIT);
    await walk(
      dialog,
      () => fireEvent.click(within(dialog).getByRole("button", { name: "Save" })),
      "Name is required",
      () => {
        type(name, "pi-new-01");
      },
    );
  });

  it("an action form: Export accounts", async () => {
    await openListPage({
      path: "/accounts",
      login: "admin",
      title: "Store accounts",
      record: [],
      shown: () => contentRows().length,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Export accounts" }, WAIT));
    const dialog = await modal("Export accounts");
    await walk(
      dialog,
      () => fireEvent.click(within(dialog).getByRole("button", { name: "Export" })),
      "Choose a locale",
      () => pickOption(dialog, "Locale", "Polish", "Polish (Poland)"),
    );
  });

  it("a page form: Add campaign", async () => {
    await signInAs("operator");
    await renderApp(`/campaign/add?auid=${activeApp()?.auid}`);
    await screen.findByText("Add campaign", { selector: "h2" }, WAIT);
    const page = document.querySelector<HTMLElement>(".ant-layout-content") as HTMLElement;
    await waitFor(() => expect(within(page).getByLabelText("Locale")).not.toBeDisabled(), WAIT);
    await walk(
      page,
      () => fireEvent.click(screen.getByRole("button", { name: "Review and submit" })),
      "Choose a locale",
      () => pickOption(page, "Locale", "English (United States)", "English (United States)"),
    );
  });

  it("a chips dialog: Add feedback, from empty to a list of the right length", async () => {
    await signInAs("operator");
    await renderApp(`/campaign/add?auid=${activeApp()?.auid}`);
    await screen.findByText("Add campaign", { selector: "h2" }, WAIT);
    type(screen.getByLabelText("Installs with a review per day"), "1");
    const range = [...document.querySelectorAll<HTMLInputElement>(".ant-picker-range input")];
    for (const [input, value] of [
      [range[0], "2030-01-01"],
      [range[1], "2030-01-02"],
    ] as const) {
      if (!input) throw new Error("no range picker");
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
      type(input, value);
      fireEvent.keyDown(input, { key: "Enter", code: "Enter", keyCode: 13 });
    }
    fireEvent.click(await screen.findByRole("button", { name: "Reviews: 0 of 2" }, WAIT));
    const dialog = await modal("Add feedback");
    const input = within(dialog).getByRole("textbox");
    const add = (text: string) => {
      type(input, text);
      fireEvent.keyDown(input, { key: "Enter" });
    };
    await walk(
      dialog,
      () => fireEvent.click(within(dialog).getByRole("button", { name: "Add" })),
      "Add at least one review",
      () => add("Great app"),
    );
    // One of two: the count's message replaces the first, and goes with the second review.
    await waitFor(() => expect(messages(dialog)).toEqual(["1 reviews for 2 installs: the numbers must be equal"]));
    add("Love it");
    await waitFor(() => expect(messages(dialog)).toEqual([]), WAIT);
    expect(within(dialog).getByText("One review for every install")).toBeInTheDocument();
  });
});
