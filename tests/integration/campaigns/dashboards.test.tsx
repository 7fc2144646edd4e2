import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readText } from "@/lib/readText";
import { renderApp, signInAs } from "../../support/renderApp";
import { recordRequests, requestsTo, SLOW, WAIT } from "../../support/pageHarness";
import { captureDownloads, type SavedFile } from "../../support/downloads";

let saved: SavedFile[] = [];
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => vi.restoreAllMocks());

const open = async (path: string, login: string) => {
  await signInAs(login);
  const seen = recordRequests("/dashboard", "/statistic", "/campaigns/");
  const view = await renderApp(path);
  return { seen, ...view };
};

describe("dashboards", () => {
  it(
    "shows a USER their running campaigns, apps by status and keyword movers, and never asks for fleet health",
    { timeout: SLOW },
    async () => {
      const { seen } = await open("/", "operator");
      await screen.findByText("My active campaigns today", {}, WAIT);
      await screen.findByText("Keywords that moved most this week", {}, WAIT);
      await waitFor(() => expect(screen.getByText(/^Active: \d+$/)).toBeInTheDocument(), WAIT);
      expect(requestsTo(seen, "/campaigns/list")[0]?.url.searchParams.get("status")).toBe("ACTIVE");
      expect(screen.queryByText("Fleet health")).toBeNull();
      // Each mover opens its position history over the last 7 days, up to today.
      const [mover] = await screen.findAllByRole(
        "link",
        { name: /^Position history of “.+” \(.+\), last 7 days$/ },
        WAIT,
      );
      const link = new URL(mover?.getAttribute("href") ?? "", "http://x");
      expect(link.pathname).toBe("/keywords/history");
      expect([link.searchParams.get("from"), link.searchParams.get("to")]).toEqual([
        dayjs().subtract(6, "day").format("YYYY-MM-DD"),
        dayjs().format("YYYY-MM-DD"),
      ]);
      expect(link.searchParams.getAll("kw")).toHaveLength(1);
      expect(requestsTo(seen, "/dashboard/fleet")).toHaveLength(0);
    },
  );

  it("adds fleet health for an ADMIN", { timeout: SLOW }, async () => {
    await open("/", "admin");
    await screen.findByText("Fleet health", {}, WAIT);
    await screen.findByText(/^Servers not on bot 2\.15\.0: \d+\.$/, {}, WAIT);
  });

  it("gives each admin chart a table of its figures and a CSV download of them", { timeout: SLOW }, async () => {
    const { seen } = await open("/statistic", "admin");
    const card = (await screen.findByText("Accounts by status", {}, WAIT)).closest(".ant-card") as HTMLElement;
    const [read] = requestsTo(seen, "/statistic");
    expect(read?.url.searchParams.get("from")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.click(within(card).getByText("Table"));
    // The statuses read as the account list names them, never as wire codes.
    await within(card).findByText("Available", {}, WAIT);
    expect(within(card).queryByText("NONE")).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: "Download the figures of Accounts by status as CSV" }));
    await waitFor(() => expect(saved).toHaveLength(1), WAIT);
    expect(saved[0]?.name).toBe("accounts-by-status.csv");
    expect((await readText(saved[0]?.blob ?? new Blob())).split("\n")[0]).toBe("name,count");
  });

  it(
    "keeps the page, the table and the CSV when a chart cannot be drawn, and says so in the chart's place",
    { timeout: SLOW },
    async () => {
      // As in a browser without a 2D canvas: the chart library throws while it draws.
      vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
      await open("/statistic", "admin");
      const notes = await screen.findAllByText("The chart could not be drawn. The table has its figures.", {}, WAIT);
      const card = notes[0]?.closest(".ant-card") as HTMLElement;
      expect(within(card).getByRole("status")).toBeInTheDocument();
      expect(screen.queryByText("Unexpected Application Error!")).toBeNull();
      fireEvent.click(within(card).getAllByText("Table")[0] as HTMLElement);
      await waitFor(() => expect(within(card).getByRole("table")).toBeInTheDocument(), WAIT);
      fireEvent.click(within(card).getByRole("button", { name: /as CSV$/ }));
      await waitFor(() => expect(saved).toHaveLength(1), WAIT);
    },
  );

  it("is closed to a USER (access denied)", { timeout: SLOW }, async () => {
    await open("/statistic", "operator");
    await screen.findByText("Access denied", {}, WAIT);
  });
});
