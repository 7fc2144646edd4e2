import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { server } from "@/mocks/node";
import { apiPath } from "@/mocks/wire";
import { chartFormat } from "@/pages/statistic/chartFormat";
import { renderApp, signInAs } from "../../support/renderApp";
import { recordKeywordRequests, requestsTo, SLOW, WAIT } from "./harness";

// Ten days that end three weeks ago: the mock's history is relative to today.
const isoDay = (daysAgo: number): string => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const FROM = isoDay(30);
const TO = isoDay(21);
/** The last day as the table writes it, in the user's language ("Nov 8"). */
const TO_SHOWN = chartFormat("en").day(TO);
const PATH = `/keywords/history?auid=app-0001&locale=1&from=${FROM}&to=${TO}&kw=budget+app`;

describe("Position history (/keywords/history)", () => {
  afterEach(() => vi.restoreAllMocks());

  it(
    "asks for the URL's app, locale and range and shows the chosen keyword day by day",
    { timeout: SLOW },
    async () => {
      await signInAs("operator");
      const seen = recordKeywordRequests();
      await renderApp(PATH);
      expect(await screen.findByText("Position history", { selector: "h2" }, WAIT)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByText(TO_SHOWN)).toBeInTheDocument(), WAIT);
      expect(await requestsTo(seen, "/keywords/history", "POST")[0]?.body).toEqual({
        auid: "app-0001",
        locale_id: 1,
        start_date: FROM,
        end_date: TO,
      });
      expect(screen.getByRole("columnheader", { name: "budget app" })).toBeInTheDocument();
      expect(screen.getAllByRole("row")).toHaveLength(11);
    },
  );

  it(
    "keeps the table when the chart cannot be drawn, and says so in the chart's place",
    { timeout: SLOW },
    async () => {
      // As in a browser without a 2D canvas: the chart library throws while it draws.
      vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
      await signInAs("operator");
      await renderApp(PATH);
      const note = await screen.findByText("The chart could not be drawn. The table has its figures.", {}, WAIT);
      expect(note.closest("[role=status]")).not.toBeNull();
      expect(screen.getByText(TO_SHOWN)).toBeInTheDocument();
      expect(screen.getAllByRole("row")).toHaveLength(11);
    },
  );

  it("says 'Failed to fetch keyword history' when the answer lacks its series", { timeout: SLOW }, async () => {
    server.use(http.post(apiPath("/keywords/history"), () => HttpResponse.json({ data: { categories: [] } })));
    await signInAs("operator");
    await renderApp(PATH);
    expect(await screen.findByText("Failed to fetch keyword history", undefined, WAIT)).toBeInTheDocument();
  });

  it(
    "without an app and a locale in the URL asks for them instead of loading forever, and asks the API nothing",
    {
      timeout: SLOW,
    },
    async () => {
      await signInAs("operator");
      const seen = recordKeywordRequests();
      await renderApp("/keywords/history");
      expect(
        await screen.findByText(
          "Choose an app and a locale on the keywords page, then open a keyword's position history from there.",
          undefined,
          WAIT,
        ),
      ).toBeInTheDocument();
      expect(document.querySelector(".ant-skeleton")).toBeNull();
      expect(screen.getByRole("button", { name: "Back to keywords" })).toBeInTheDocument();
      expect(requestsTo(seen, "/keywords/history", "POST")).toHaveLength(0);
    },
  );
});
