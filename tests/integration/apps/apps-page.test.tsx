import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { delay, http } from "msw";
import { describe, expect, it } from "vitest";
import { TIMING } from "@/config";
import { followingFakeClock, passTime } from "../../support/fakeTimers";
import { faults, server } from "@/mocks/node";
import { apiPath } from "@/mocks/wire";
import { renderApp, signInAs } from "../../support/renderApp";
import { cardNames, cardOf, modal, openApps, requestsTo, SLOW, toastWith, WAIT } from "./harness";

describe("the apps while they load", () => {
  it(
    "are a busy status region named 'Loading apps' (a name is allowed only with a role)",
    { timeout: SLOW },
    async () => {
      await signInAs("operator");
      faults.setLatency(400);
      await renderApp("/apps");
      const loading = await screen.findByRole("status", { name: "Loading apps" }, WAIT);
      expect(loading).toHaveAttribute("aria-busy", "true");
      await waitFor(() => expect(cardNames().length).toBeGreaterThan(0), WAIT);
    },
  );
});

describe("My apps (/apps)", () => {
  it("shows the apps as cards, newest first, linking to the store page in a new tab", { timeout: SLOW }, async () => {
    const { seen } = await openApps();
    expect(cardNames()[0]).toBe("Brightleaf Budget");
    const list = requestsTo(seen, "/apps/list")[0];
    expect(list?.url.searchParams.get("sort")).toBe("updated:desc");
    expect(list?.url.searchParams.get("size")).toBe("10");

    const card = cardOf("Brightleaf Budget");
    const link = within(card).getByRole("link", { name: /Brightleaf Budget/ });
    expect(link).toHaveAttribute(
      "href",
      "https://play.google.com/store/apps/details?id=com.brightleaf.budget&gl=US&hl=en",
    );
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(card).getByText("Active")).toBeInTheDocument();
    expect(within(card).getByText("English (United States)")).toBeInTheDocument();
  });

  it(
    "shows its cards once the locales are in too, so Manage keywords clicked at once carries the locale",
    { timeout: SLOW },
    async () => {
      // The locales answer later than the apps (the mock's own handler answers after the wait).
      server.use(http.get(apiPath("/locales/list"), () => delay(600)));
      await signInAs("operator");
      const { router } = await renderApp("/apps");
      await waitFor(() => expect(cardNames().length).toBeGreaterThan(0), WAIT);
      fireEvent.click(
        within(cardOf("Brightleaf Budget")).getByRole("button", { name: "Manage keywords of Brightleaf Budget" }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe("/keywords"), WAIT);
      expect(router.state.location.search).toBe("?auid=app-0001&locale=1");
      await screen.findByRole("combobox", { name: "App" }, WAIT);
    },
  );

  it("Promote and Manage keywords lead on with the app (and its locale) in the URL", { timeout: SLOW }, async () => {
    const { router } = await openApps();
    fireEvent.click(
      within(cardOf("Brightleaf Budget")).getByRole("button", { name: "Manage keywords of Brightleaf Budget" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/keywords"), WAIT);
    expect(router.state.location.search).toBe("?auid=app-0001&locale=1");
    // The keywords page is a lazy route: wait until it is on screen, or the way back to /apps
    // races its pending render.
    await screen.findByRole("combobox", { name: "App" }, WAIT);
    await router.navigate("/apps");
    await waitFor(() => expect(cardNames().length).toBeGreaterThan(0), WAIT);
    fireEvent.click(within(cardOf("Brightleaf Budget")).getByRole("button", { name: "Promote Brightleaf Budget" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/campaign/add"), WAIT);
    expect(router.state.location.search).toBe("?auid=app-0001");
  });

  it("filters by status: PENDING cards say so and offer neither Promote nor keywords", { timeout: SLOW }, async () => {
    const { seen, router } = await openApps("/apps?list=apps&status=PENDING");
    await waitFor(() => expect(cardNames()).toHaveLength(6), WAIT);
    expect(requestsTo(seen, "/apps/list").at(-1)?.url.searchParams.get("status")).toBe("PENDING");
    for (const name of cardNames()) {
      const card = cardOf(name);
      expect(within(card).getByText("Pending")).toBeInTheDocument();
      expect(within(card).queryByRole("button", { name: /^Promote/ })).toBeNull();
      expect(within(card).queryByRole("button", { name: /^Manage keywords/ })).toBeNull();
    }
    expect(router.state.location.search).toContain("status=PENDING");
  });

  it("searches once typing rests, and a missing field reads 'Not available'", { timeout: SLOW }, async () => {
    const { seen } = await openApps();
    const box = screen.getByPlaceholderText("Search by name, app id or publisher");
    followingFakeClock();
    for (const text of ["l", "le", "lessons"]) fireEvent.change(box, { target: { value: text } });
    await passTime(TIMING.searchDebounceMs);
    await waitFor(() => expect(cardNames()).toEqual(["Lingua Lessons"]), WAIT);
    const searches = requestsTo(seen, "/apps/list").filter(
      (r) => r.url.searchParams.has("q") || r.url.searchParams.has("search"),
    );
    expect(searches.map((r) => r.url.searchParams.get("search"))).toEqual(["lessons"]);
    // The store gave no content rating for this app.
    expect(within(cardOf("Lingua Lessons")).getByText("Not available")).toBeInTheDocument();
  });

  it("a card whose app has no details for its default locale renders nothing", { timeout: SLOW }, async () => {
    await openApps();
    fireEvent.change(screen.getByPlaceholderText("Search by name, app id or publisher"), {
      target: { value: "com.echosketch.app" },
    });
    await waitFor(() => expect(screen.getByText("1-1 of 1")).toBeInTheDocument(), WAIT);
    expect(cardNames()).toEqual([]);
  });

  it("deletes an app after confirming; cancelling keeps it", { timeout: SLOW }, async () => {
    const { seen } = await openApps();
    const remove = () =>
      fireEvent.click(within(cardOf("Brightleaf Budget")).getByRole("button", { name: "Delete Brightleaf Budget" }));
    remove();
    let dialog = await modal("Delete Brightleaf Budget?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByText("Delete Brightleaf Budget?")).toBeNull(), WAIT);
    expect(requestsTo(seen, "/apps/delete", "DELETE")).toHaveLength(0);

    remove();
    dialog = await modal("Delete Brightleaf Budget?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await toastWith("Brightleaf Budget deleted")).toBeInTheDocument();
    expect(requestsTo(seen, "/apps/delete", "DELETE")[0]?.url.searchParams.get("auid")).toBe("app-0001");
    await waitFor(() => expect(cardNames()).not.toContain("Brightleaf Budget"), WAIT);
  });
});
