import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { delay, http } from "msw";
import { describe, expect, it } from "vitest";
import { TIMING } from "@/config";
import { followingFakeClock, passTime } from "../../support/fakeTimers";
import { server } from "@/mocks/node";
import { apiPath, fail } from "@/mocks/wire";
import { renderApp, signInAs } from "../../support/renderApp";
import {
  keywordsShown,
  modal,
  openKeywords,
  PAGE,
  recordKeywordRequests,
  requestsTo,
  rowOf,
  rows,
  SLOW,
  toastWith,
  WAIT,
} from "./harness";

describe("Keywords (/keywords)", () => {
  it("opens the app and locale of the URL and lists them by position", { timeout: SLOW }, async () => {
    const { seen } = await openKeywords();
    expect(screen.getByText("Brightleaf Budget")).toBeInTheDocument();
    expect(screen.getByText("English (United States)")).toBeInTheDocument();
    const list = requestsTo(seen, "/keywords/list").at(-1);
    expect(list?.url.searchParams.get("auid")).toBe("app-0001");
    expect(list?.url.searchParams.get("locale_id")).toBe("1");
    expect(list?.url.searchParams.get("sort")).toBe("position:asc");
    expect(screen.getByText("1-5 of 32")).toBeInTheDocument();
  });

  it("without an app in the URL asks for one and sends no list request", { timeout: SLOW }, async () => {
    await signInAs("admin");
    const seen = recordKeywordRequests();
    await renderApp("/keywords");
    expect(await screen.findByText("Choose an app to see its keywords.", undefined, WAIT)).toBeInTheDocument();
    expect(requestsTo(seen, "/keywords/list")).toHaveLength(0);
  });

  it("searches once typing rests and filters to favourites", { timeout: SLOW }, async () => {
    const { seen } = await openKeywords();
    const box = screen.getByPlaceholderText("Search keywords");
    followingFakeClock();
    for (const text of ["b", "bu", "budget app"]) fireEvent.change(box, { target: { value: text } });
    await passTime(TIMING.searchDebounceMs);
    await waitFor(
      () => expect(requestsTo(seen, "/keywords/list").at(-1)?.url.searchParams.get("search")).toBe("budget app"),
      WAIT,
    );
    await waitFor(() => expect(keywordsShown()).toContain("budget app"), WAIT);
    const searched = requestsTo(seen, "/keywords/list").filter((r) => r.url.searchParams.has("search"));
    expect(searched.map((r) => r.url.searchParams.get("search"))).toEqual(["budget app"]);

    fireEvent.click(screen.getByRole("switch"));
    await waitFor(
      () => expect(requestsTo(seen, "/keywords/list").at(-1)?.url.searchParams.get("favorite")).toBe("true"),
      WAIT,
    );
  });

  it("stars optimistically and puts the star back when the server refuses", { timeout: SLOW }, async () => {
    await openKeywords();
    const first = keywordsShown()[0] ?? "";
    const star = () => within(rowOf(first)).getByRole("button", { name: `Favourite: ${first}` });
    const before = star().getAttribute("aria-pressed");
    // The refusal comes after a while, so the optimistic star is seen before it is put back.
    server.use(
      http.put(apiPath("/keywords/favorite"), async () => {
        await delay(600);
        return fail(400, "No");
      }),
    );
    fireEvent.click(star());
    await waitFor(() => expect(star().getAttribute("aria-pressed")).not.toBe(before), WAIT);
    expect(await toastWith(`Could not change the favourite of “${first}”`)).toBeInTheDocument();
    await waitFor(() => expect(star().getAttribute("aria-pressed")).toBe(before), WAIT);
  });

  it("checks a keyword now and tells its new position", { timeout: SLOW }, async () => {
    const { seen } = await openKeywords();
    const first = keywordsShown()[0] ?? "";
    fireEvent.click(within(rowOf(first)).getByRole("button", { name: `Check “${first}” now` }));
    expect(
      await screen.findByText(new RegExp(`^“${first}” (is at position \\d+|is not in the top 250)$`), undefined, WAIT),
    ).toBeInTheDocument();
    expect(requestsTo(seen, "/keywords/check", "POST")).toHaveLength(1);
  });

  it("deletes after confirming", { timeout: SLOW }, async () => {
    const { seen } = await openKeywords();
    const first = keywordsShown()[0] ?? "";
    fireEvent.click(within(rowOf(first)).getByRole("button", { name: `Delete “${first}”` }));
    const dialog = await modal(`Delete “${first}”?`);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await toastWith(`“${first}” deleted`)).toBeInTheDocument();
    expect(requestsTo(seen, "/keywords/delete", "DELETE")).toHaveLength(1);
    await waitFor(() => expect(screen.getByText("1-5 of 31")).toBeInTheDocument(), WAIT);
  });

  it("a USER reads only: no add, check or delete, and the star is disabled (ROLE-3)", { timeout: SLOW }, async () => {
    await openKeywords(PAGE, "operator");
    expect(screen.queryByRole("button", { name: "Add keywords" })).toBeNull();
    const row = rows()[0] as HTMLElement;
    expect(within(row).queryByRole("button", { name: /^Check/ })).toBeNull();
    expect(within(row).queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(within(row).getByRole("button", { name: /^Favourite/ })).toBeDisabled();
  });
});
