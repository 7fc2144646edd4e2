import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { auditApi } from "@/api/endpoints/audit";
import { server } from "@/mocks/node";
import { apiPath, fail } from "@/mocks/wire";
import { recordRequests } from "../../support/pageHarness";
import { renderApp, signInAs } from "../../support/renderApp";
import { entries, modal, openPage, rowOf, SLOW, WAIT } from "./harness";

const nav = () => screen.getByRole("navigation", { name: "Main navigation" });
const activityEntry = () => within(nav()).queryByRole("menuitem", { name: "Activity", hidden: true });

describe("who sees the activity log", { timeout: SLOW }, () => {
  it("is no area of an OPERATOR: not in the sidebar, refused at /activity and by the API", async () => {
    await signInAs("operator");
    const seen = recordRequests("/audit/");
    await renderApp("/activity");
    await screen.findByText("Access denied", {}, WAIT);
    expect(activityEntry()).toBeNull();
    // The probe asks only for a role that may read the log.
    expect(seen).toEqual([]);
    await expect(auditApi.list({ page: 1, size: 1 })).rejects.toMatchObject({ status: 403 });
  });

  it("is in the sidebar of an ADMIN", async () => {
    await signInAs("admin");
    await renderApp("/");
    await waitFor(() => expect(activityEntry()).not.toBeNull(), WAIT);
  });
});

describe("a server without the activity log (404)", { timeout: SLOW }, () => {
  it("hides the area and its route, and the user's delete goes on without a word about the log", async () => {
    const seen = recordRequests("/audit/");
    server.use(
      http.get(apiPath("/audit/list"), () => fail(404, "Not found")),
      http.post(apiPath("/audit/create"), () => fail(404, "Not found")),
    );
    const { router } = await openPage("owner");
    await waitFor(() => expect(activityEntry()).toBeNull(), WAIT);

    fireEvent.click(within(rowOf("pi-lviv-01")).getByLabelText("Delete pi-lviv-01"));
    fireEvent.click(within(await modal("Delete server pi-lviv-01?")).getByRole("button", { name: "Delete" }));
    await screen.findByText("Server deleted", {}, WAIT);
    await waitFor(() => expect(screen.queryByText("pi-lviv-01")).toBeNull(), WAIT);
    // Once the server said it has no log, nothing more is written.
    expect(seen.filter((r) => r.method === "POST")).toEqual([]);
    expect(document.querySelectorAll(".ant-message-error, .ant-notification-notice-error")).toHaveLength(0);
    expect(entries().some((e) => e.action === "delete")).toBe(false);

    await act(() => router.navigate("/activity"));
    await screen.findByText("Page not found", {}, WAIT);
  });

  it("keeps the action when the write alone answers 404, and hides the area from then on", async () => {
    server.use(http.post(apiPath("/audit/create"), () => fail(404, "Not found")));
    await openPage("owner");
    await waitFor(() => expect(activityEntry()).not.toBeNull(), WAIT);
    fireEvent.click(within(rowOf("pi-lviv-01")).getByLabelText("Delete pi-lviv-01"));
    fireEvent.click(within(await modal("Delete server pi-lviv-01?")).getByRole("button", { name: "Delete" }));
    await screen.findByText("Server deleted", {}, WAIT);
    await waitFor(() => expect(activityEntry()).toBeNull(), WAIT);
  });
});

describe("the Activity list's filters", { timeout: SLOW }, () => {
  it("keeps the last day's entries for the period 'Last 24 hours'", async () => {
    const seen = recordRequests("/audit/list");
    await signInAs("admin");
    await renderApp("/activity?list=activity&period=day");
    await screen.findByRole("heading", { level: 2, name: "Activity" }, WAIT);
    await waitFor(() => expect(screen.getByText("1-1 of 1")).toBeInTheDocument(), WAIT);
    // The seeded keyword change of 5 hours ago; the others are a day old or more.
    expect(
      screen.getByText("Keywords", { selector: ".ant-table-tbody td, .ant-table-tbody td *" }),
    ).toBeInTheDocument();
    // The list's read, not the sign-in's one-row probe of the endpoint (which may come last).
    const asked = seen.filter((r) => r.url.searchParams.get("size") !== "1").at(-1)?.url.searchParams;
    expect(Date.now() - Date.parse(asked?.get("from") ?? "")).toBeLessThan(86_400_000 + 60_000);
    expect(asked?.has("period")).toBe(false);
  });
});
