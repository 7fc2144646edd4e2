import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { campaignToday } from "@/mocks/db/campaigns";
import { broker } from "@/mocks/stomp";
import { campaignTopic } from "@/providers/live/channels";
import { modal, openPage, requestsTo, runningOf, SLOW, WAIT } from "./harness";

const statistic = (title: string): string =>
  screen
    .getByText(title, { selector: ".ant-statistic-title" })
    .closest(".ant-statistic")
    ?.querySelector(".ant-statistic-content")?.textContent ?? "";

/** Opens the tasks of the schedule's day `index`, then its first task's machine attempts. */
const openMachineTasks = async (index: number) => {
  fireEvent.click(screen.getAllByRole("button", { name: /^Tasks of / })[index] as HTMLElement);
  const day = (await screen.findAllByText(/^Tasks of /, { selector: ".ant-modal-title" }, WAIT))
    .at(-1)
    ?.closest(".ant-modal") as HTMLElement;
  fireEvent.click(within(day).getAllByRole("button", { name: "Machine tasks" })[0] as HTMLElement);
};

/** Opens an operator's campaign detail, resolving once its totals are shown. */
const openDetailOf = async (id: number) => {
  const page = await openPage(`/campaign/detail?id=${id}`, "operator");
  await screen.findByText("Planned installs", {}, WAIT);
  return page;
};

describe("campaign detail (/campaign/detail?id=)", { timeout: SLOW }, () => {
  it("shows the header and totals, and today's installs rise live without reading the campaign again", async () => {
    const running = runningOf("operator");
    const today = running.schedule.find((d) => d.date === campaignToday());
    const task = today?.tasks.find((t) => t.success_count + t.not_found_count < t.count);
    if (!today || !task) throw new Error("nothing left to do today");
    const { seen } = await openDetailOf(running.id);
    const before = Number(statistic("Installed").replace(/\D/g, ""));
    expect(requestsTo(seen, "/campaigns/")).toHaveLength(1);

    await waitFor(
      () =>
        expect(
          broker.publish(campaignTopic(running.id), {
            id: running.id,
            status: "ACTIVE",
            planned: 0,
            done: 0,
            not_found: 0,
            today_planned: 0,
            today_done: 0,
            task: {
              id: task.id,
              date: today.date,
              success_count: task.success_count + 3,
              not_found_count: task.not_found_count,
            },
          }),
        ).toBeGreaterThan(0),
      WAIT,
    );
    await waitFor(() => expect(Number(statistic("Installed").replace(/\D/g, ""))).toBe(before + 3), WAIT);
    expect(requestsTo(seen, "/campaigns/")).toHaveLength(1);
  });

  it("opens a day's tasks and a task's machine attempts; a day not run yet says 'Not found tasks'", async () => {
    const running = runningOf("operator");
    const future = running.schedule.find((d) => d.date > campaignToday()) ?? running.schedule.at(-1);
    const past = running.schedule.find((d) => d.tasks.some((t) => t.success_count > 0));
    await openDetailOf(running.id);
    if (past) {
      await openMachineTasks(running.schedule.indexOf(past));
      await waitFor(() => expect(screen.getAllByText("Success").length).toBeGreaterThan(0), WAIT);
      expect(screen.queryByText("Not found tasks")).toBeNull();
      fireEvent.click(screen.getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    }
    if (future && future.date > campaignToday()) {
      await openMachineTasks(running.schedule.indexOf(future));
      await screen.findByText("Not found tasks", {}, WAIT);
    }
  });

  it("lists the machines working on it now and explains the task types", async () => {
    const running = runningOf("operator");
    await openDetailOf(running.id);
    fireEvent.click(await screen.findByRole("button", { name: "Active machines" }, WAIT));
    const machines = await modal("Machines working now");
    await waitFor(
      () => expect(within(machines).getAllByRole("button", { name: /-m\d{3}$/ }).length).toBeGreaterThanOrEqual(3),
      WAIT,
    );
    fireEvent.click(within(machines).getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    fireEvent.click(screen.getByRole("button", { name: "Task types" }));
    const types = await modal("Task types");
    for (const name of ["Keyword install", "Direct install", "Install with a review", "Install with test accounts"])
      expect(within(types).getByText(name)).toBeInTheDocument();
  });

  it("says so for a campaign of someone else (a USER)", async () => {
    await openPage(`/campaign/detail?id=99999`, "operator");
    await screen.findByText("The campaign does not exist or belongs to someone else.", {}, WAIT);
  });
});
