import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { apps } from "@/mocks/db/apps";
import { accounts } from "@/mocks/db/accounts";
import { keywords } from "@/mocks/db/keywords";
import { server } from "@/mocks/node";
import { apiPath, fail } from "@/mocks/wire";
import { modal, openPage, pickOption, requestsTo, SLOW, toastWith, WAIT } from "./harness";

const app = () => {
  const found = apps.all().find((a) => a.status === "ACTIVE" && "us_en" in a.details);
  if (!found) throw new Error("no active app");
  return found;
};

const typeRange = async (from: string, to: string) => {
  const [start, end] = [...document.querySelectorAll<HTMLInputElement>(".ant-picker-range input")];
  if (!start || !end) throw new Error("no range picker");
  for (const [input, value] of [
    [start, from],
    [end, to],
  ] as const) {
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value } });
    fireEvent.keyDown(input, { key: "Enter", code: "Enter", keyCode: 13 });
  }
  await waitFor(() => expect(end).toHaveValue(to), WAIT);
};

const fillBasics = async () => {
  const view = await openPage(`/campaign/add?auid=${app().auid}`, "operator", "Add campaign");
  const form = document.querySelector<HTMLElement>(".ant-layout-content") as HTMLElement;
  // The locales are the chosen app's: the select opens once the apps are read.
  await waitFor(() => expect(within(form).getByLabelText("Locale")).not.toBeDisabled(), WAIT);
  await pickOption(form, "Locale", "English (United States)", "English (United States)");
  const keyword = keywords.filter((k) => k.auid === app().auid && k.locale === 1)[0]?.keyword ?? "";
  await pickOption(form, "Keyword / details", keyword, keyword);
  await typeRange("2030-01-01", "2030-01-03");
  return { ...view, form };
};

const setNumber = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("add campaign (/campaign/add)", () => {
  it("takes the app from ?auid=, and refuses to review without a locale and dates", { timeout: SLOW }, async () => {
    await openPage(`/campaign/add?auid=${app().auid}`, "operator", "Add campaign");
    await waitFor(() => expect(document.querySelector(".ant-select-selection-item")?.textContent).toBeTruthy(), WAIT);
    fireEvent.click(screen.getByRole("button", { name: "Review and submit" }));
    await screen.findByText("Choose a locale", {}, WAIT);
    expect(await screen.findByText("Choose the first and the last day", {}, WAIT)).toBeInTheDocument();
  });

  it(
    "asks for exactly one review per feedback install ('feedback_count_mismatch'), .txt files only",
    { timeout: SLOW },
    async () => {
      await fillBasics();
      setNumber("Installs with a review per day", "2");
      const open = await screen.findByRole("button", { name: "Reviews: 0 of 6" }, WAIT);
      fireEvent.click(open);
      const dialog = await modal("Add feedback");
      const input = within(dialog).getByRole("textbox");
      fireEvent.change(input, { target: { value: "Great app,Great app,Love it" } });
      fireEvent.keyDown(input, { key: "Enter" });
      fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
      await within(dialog).findByText("3 reviews for 6 installs: the numbers must be equal", {}, WAIT);

      const file = dialog.querySelector<HTMLInputElement>('input[type="file"]');
      fireEvent.change(file as HTMLInputElement, { target: { files: [new File(["x"], "reviews.csv")] } });
      await within(dialog).findByText("Only .txt files can be read", {}, WAIT);
      fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, {
        target: { files: [new File(["One\nTwo\nThree"], "reviews.txt", { type: "text/plain" })] },
      });
      await within(dialog).findByText("One review for every install", {}, WAIT);
      fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
      await screen.findByRole("button", { name: "Reviews: 6 of 6" }, WAIT);
    },
  );

  it(
    "checks test accounts 700 ms after the list changes, strips what follows @, and blocks adding while one is wrong",
    { timeout: SLOW },
    async () => {
      const free = accounts
        .all()
        .filter((a) => a.account_status === "NONE")
        .slice(0, 2)
        .map((a) => a.login);
      const { seen } = await fillBasics();
      setNumber("Installs with test accounts per day", "1");
      fireEvent.click(await screen.findByRole("button", { name: "Test accounts: 0 of 3" }, WAIT));
      const dialog = await modal("Add test accounts");
      const input = within(dialog).getByRole("textbox");
      fireEvent.change(input, { target: { value: `${free[0]}@gmail.com,${free[1]},nobody.at.all` } });
      fireEvent.keyDown(input, { key: "Enter" });
      expect(within(dialog).getByText(free[0] ?? "?")).toBeInTheDocument();
      expect(within(dialog).getByRole("button", { name: "Add" })).toBeDisabled();
      await within(dialog).findByText("Account not found : nobody.at.all", {}, WAIT);
      const [check] = requestsTo(seen, "/accounts/check", "POST");
      expect(await check?.body).toEqual({ accounts: [free[0], free[1], "nobody.at.all"] });
      expect(within(dialog).getByRole("button", { name: "Add" })).toBeDisabled();
    },
  );

  it(
    "refuses an empty list ('one_feedback_is_required', 'one_account_is_required') and a short one ('accounts_count_mismatch')",
    { timeout: SLOW },
    async () => {
      const free = accounts.all().find((a) => a.account_status === "NONE")?.login ?? "?";
      await fillBasics();
      setNumber("Installs with a review per day", "1");
      fireEvent.click(await screen.findByRole("button", { name: "Reviews: 0 of 3" }, WAIT));
      const reviews = await modal("Add feedback");
      fireEvent.click(within(reviews).getByRole("button", { name: "Add" }));
      await within(reviews).findByText("Add at least one review", {}, WAIT);
      fireEvent.click(within(reviews).getByRole("button", { name: "Cancel" }));

      setNumber("Installs with test accounts per day", "1");
      fireEvent.click(await screen.findByRole("button", { name: "Test accounts: 0 of 3" }, WAIT));
      const dialog = await modal("Add test accounts");
      fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
      await within(dialog).findByText("Add at least one account", {}, WAIT);
      const input = within(dialog).getByRole("textbox");
      fireEvent.change(input, { target: { value: free } });
      fireEvent.keyDown(input, { key: "Enter" });
      await within(dialog).findByText("Every account is available", {}, WAIT);
      fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
      await within(dialog).findByText("1 accounts for 3 installs: the numbers must be equal", {}, WAIT);
      expect(screen.getByRole("button", { name: "Test accounts: 0 of 3" })).toBeInTheDocument();
    },
  );

  it("shows a summary, sends the schedule, and opens the new campaign", { timeout: SLOW }, async () => {
    const { seen, router } = await fillBasics();
    fireEvent.click(screen.getByRole("button", { name: "Review and submit" }));
    const summary = await modal("Summary");
    expect(within(summary).getByText("Keyword install")).toBeInTheDocument();
    expect(within(summary).getByText("60 installs")).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(summary).getByRole("button", { name: "Submit campaign" }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/campaign/detail"), WAIT);
    const [sent] = requestsTo(seen, "/campaigns/add", "POST");
    const body = (await sent?.body) as { start_date: string; end_date: string; schedule: { date: string }[] };
    expect(body).toMatchObject({ auid: app().auid, locale: 1, start_date: "2030-01-01", end_date: "2030-01-03" });
    expect(body.schedule.map((d) => d.date)).toEqual(["2030-01-01", "2030-01-02", "2030-01-03"]);
    await toastWith(`The campaign for ${app().details[app().locale]?.name} has started`);
  });

  it("keeps everything entered when the server refuses", { timeout: SLOW }, async () => {
    server.use(http.post(apiPath("/campaigns/add"), () => fail(400, "The fleet is full that week")));
    await fillBasics();
    setNumber("Direct installs per day", "7");
    fireEvent.click(screen.getByRole("button", { name: "Review and submit" }));
    const summary = await modal("Summary");
    await act(async () => {
      fireEvent.click(within(summary).getByRole("button", { name: "Submit campaign" }));
    });
    await screen.findByText("The fleet is full that week", {}, WAIT);
    expect(screen.getByLabelText("Direct installs per day")).toHaveValue("7");
    expect(document.querySelectorAll<HTMLInputElement>(".ant-picker-range input")[1]).toHaveValue("2030-01-03");
  });
});
