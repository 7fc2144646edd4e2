import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { broker } from "@/mocks/stomp";
import { campaigns } from "@/mocks/db/campaigns";
import { CAMPAIGNS_TOPIC } from "@/providers/live/channels";
import { bodyRows, openPage, requestsTo, runningOf, SLOW, toastWith, uuidOf, WAIT, waitForRows } from "./harness";

const rowOf = (id: number) => {
  const row = bodyRows().find((r) => r.textContent?.includes(`#${id} ·`));
  if (!row) throw new Error(`no row #${id}`);
  return row;
};

describe("campaign lists", () => {
  it("shows a USER their own campaigns newest first, with progress in figures", { timeout: SLOW }, async () => {
    const { seen } = await openPage("/campaign/list", "operator", "My campaigns");
    await waitForRows();
    expect(requestsTo(seen, "/campaigns/list")[0]?.url.searchParams.get("sort")).toBe("created:desc");
    const mine = campaigns.filter((c) => c.owner_uuid === uuidOf("operator"));
    expect(screen.getByText(`1-${Math.min(5, mine.length)} of ${mine.length}`)).toBeInTheDocument();
    const headers = [...document.querySelectorAll(".ant-table-thead th:not(.ant-table-selection-column)")].map((th) =>
      th.textContent?.trim(),
    );
    expect(headers).toEqual(["App", "Locale", "Status", "Dates", "Progress", "Today", "Actions"]);
  });

  it(
    "moves a row's progress when the server announces it, without reading the list again",
    { timeout: SLOW },
    async () => {
      const running = runningOf("operator");
      const { seen } = await openPage(`/campaign/list?list=campaign-list&q=&status=ACTIVE`, "operator", "My campaigns");
      await waitForRows();
      const reads = requestsTo(seen, "/campaigns/list").length;
      await waitFor(() => expect(rowOf(running.id)).toBeDefined(), WAIT);
      await waitFor(
        () =>
          expect(
            broker.publish(CAMPAIGNS_TOPIC, {
              id: running.id,
              status: "ACTIVE",
              planned: 1000,
              done: 777,
              not_found: 3,
              today_planned: 50,
              today_done: 49,
            }),
          ).toBeGreaterThan(0),
        WAIT,
      );
      await waitFor(() => expect(within(rowOf(running.id)).getByText("777 of 1000 (78%)")).toBeInTheDocument(), WAIT);
      expect(within(rowOf(running.id)).getByText("49 / 50")).toBeInTheDocument();
      expect(requestsTo(seen, "/campaigns/list")).toHaveLength(reads);
    },
  );

  it(
    "reads itself again once when the server announces a campaign added elsewhere, and never for one it holds",
    { timeout: SLOW },
    async () => {
      const running = runningOf("operator");
      const { seen } = await openPage(`/campaign/users-list?list=campaign-users-list`, "admin", "All users' campaigns");
      await waitForRows();
      const reads = () => requestsTo(seen, "/campaigns/users-list").length;
      const before = reads();
      const progress = { status: "ACTIVE", planned: 3, done: 0, not_found: 0, today_planned: 3, today_done: 0 };
      const shown = bodyRows().map((r) => /#(\d+) ·/.exec(r.textContent ?? "")?.[1]);
      const held = Number(shown[0]);
      act(() => void broker.publish(CAMPAIGNS_TOPIC, { ...progress, id: held, added: true }));
      act(() => void broker.publish(CAMPAIGNS_TOPIC, { ...progress, id: running.id + 10_000 }));
      await new Promise((r) => setTimeout(r, 300));
      expect(reads()).toBe(before);
      act(() => void broker.publish(CAMPAIGNS_TOPIC, { ...progress, id: running.id + 10_000, added: true }));
      await waitFor(() => expect(reads()).toBe(before + 1), WAIT);
      act(() => void broker.publish(CAMPAIGNS_TOPIC, { ...progress, id: running.id + 10_000, added: true }));
      await new Promise((r) => setTimeout(r, 300));
      expect(reads()).toBe(before + 1);
    },
  );

  it("pauses a campaign only after confirmation", { timeout: SLOW }, async () => {
    const running = runningOf("operator");
    const { seen } = await openPage(`/campaign/list?list=campaign-list&status=ACTIVE`, "operator", "My campaigns");
    await waitFor(() => expect(rowOf(running.id)).toBeDefined(), WAIT);
    const app = within(rowOf(running.id)).getAllByRole("link")[0]?.textContent ?? "";
    fireEvent.click(within(rowOf(running.id)).getByRole("button", { name: `Pause ${app}` }));
    const confirm = (await screen.findByText(`Pause ${app}?`, {}, WAIT)).closest(".ant-modal") as HTMLElement;
    await act(async () => {
      fireEvent.click(within(confirm).getByRole("button", { name: "Pause" }));
    });
    await toastWith(`${app} is paused`);
    expect(requestsTo(seen, "/campaigns/pause", "PUT")[0]?.url.searchParams.get("id")).toBe(String(running.id));
    expect(campaigns.get(running.id)?.status).toBe("PAUSED");
  });

  it("lets an ADMIN read every user's campaigns filtered by owner", { timeout: SLOW }, async () => {
    const { seen } = await openPage(
      `/campaign/users-list?list=campaign-users-list&owner=${uuidOf("operator")}`,
      "admin",
      "All users' campaigns",
    );
    await waitForRows();
    expect(requestsTo(seen, "/campaigns/users-list")[0]?.url.searchParams.get("owner")).toBe(uuidOf("operator"));
    for (const row of bodyRows()) expect(row.textContent).toContain("Emily Carter");
  });
});
