import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditApi } from "@/api/endpoints/audit";
import { server } from "@/mocks/node";
import { apiPath, fail } from "@/mocks/wire";
import { recordRequests } from "../../support/pageHarness";
import { renderApp, signInAs } from "../../support/renderApp";
import { fakeMatchMedia } from "../../support/matchMedia";
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

describe("the Activity list's user and date filters", { timeout: SLOW }, () => {
  const lastRead = (seen: ReturnType<typeof recordRequests>) =>
    seen.filter((r) => r.url.pathname.endsWith("/audit/list") && r.url.searchParams.get("size") !== "1").at(-1)?.url
      .searchParams;

  it("'Who' finds a user by name through the API's search, lists them as the table names them, and filters by login", async () => {
    const seen = recordRequests("/audit/list", "/users/list");
    const usersRead = () => seen.filter((r) => r.url.pathname.endsWith("/users/list")).at(-1)?.url.searchParams;
    await signInAs("admin");
    const { router } = await renderApp("/activity");
    await screen.findByRole("heading", { level: 2, name: "Activity" }, WAIT);
    const who = screen.getByRole("combobox", { name: "Who" });
    fireEvent.mouseDown(who);
    fireEvent.change(who, { target: { value: "Olen" } });
    await waitFor(() => expect(usersRead()?.get("search")).toBe("Olen"), WAIT);
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(".ant-select-item-option[title='Olena Kovalenko']");
      expect(found).not.toBeNull();
      return found as HTMLElement;
    }, WAIT);
    expect(document.querySelector(".ant-select-item-option[title='owner']")).toBeNull();
    fireEvent.click(option);

    const owned = entries().filter((e) => e.author_login === "owner");
    await waitFor(() => expect(screen.getByText(`1-${owned.length} of ${owned.length}`)).toBeInTheDocument(), WAIT);
    expect(router.state.location.search).toContain("user=owner");
    expect(lastRead(seen)?.get("user")).toBe("owner");
    const authors = [...document.querySelectorAll(".ant-table-tbody tr.ant-table-row td:nth-child(2)")];
    expect(new Set(authors.map((td) => td.textContent))).toEqual(new Set([owned[0]?.author_name]));
    // The chosen login is no user id: nothing is read by it (a 404 toast once did).
    expect(usersRead()?.has("id")).toBeFalsy();
    expect(document.querySelectorAll(".ant-notification-notice-error")).toHaveLength(0);
  });

  it("a range of days keeps the entries of those days (UTC, both included) and is sent as from and to", async () => {
    const seen = recordRequests("/audit/list");
    const day = entries()[0]?.created_at.slice(0, 10) ?? "";
    const thatDay = entries().filter((e) => e.created_at.startsWith(day));
    await signInAs("admin");
    await renderApp(`/activity?list=activity&from=${day}&to=${day}`);
    await screen.findByRole("heading", { level: 2, name: "Activity" }, WAIT);
    await waitFor(() => expect(screen.getByText(`1-${thatDay.length} of ${thatDay.length}`)).toBeInTheDocument(), WAIT);
    expect(lastRead(seen)?.get("from")).toBe(day);
    expect(lastRead(seen)?.get("to")).toBe(day);
    const dates = within(await screen.findByRole("group", { name: "Dates" }, WAIT));
    expect(dates.getByPlaceholderText("From")).toHaveValue(day);
    expect(dates.getByPlaceholderText("To")).toHaveValue(day);
  });

  it("'Last 7 days' in the range's presets sets both ends, today last", async () => {
    await signInAs("admin");
    const { router } = await renderApp("/activity");
    await screen.findByRole("heading", { level: 2, name: "Activity" }, WAIT);
    const from = within(screen.getByRole("group", { name: "Dates" })).getByPlaceholderText("From");
    fireEvent.focus(from);
    fireEvent.mouseDown(from);
    fireEvent.click(from);
    fireEvent.click(await screen.findByText("Last 7 days", { selector: ".ant-picker-presets li" }, WAIT));
    const today = new Date();
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
    await waitFor(() => expect(router.state.location.search).toContain(`to=${iso(today)}`), WAIT);
    expect(router.state.location.search).toContain(`from=${iso(weekAgo)}`);
  });
});

describe("the Activity list's dates on a phone", { timeout: SLOW }, () => {
  const wide = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = fakeMatchMedia((query) => query.includes("max-width: 767.98px"));
  });
  afterEach(() => {
    window.matchMedia = wide;
  });

  it("are one picker per end (the range picker is wider than the screen), each setting its own end", async () => {
    await signInAs("admin");
    const { router } = await renderApp("/activity?list=activity&from=2026-11-01");
    await screen.findByRole("heading", { level: 2, name: "Activity" }, WAIT);
    const dates = within(await screen.findByRole("group", { name: "Dates" }, WAIT));
    expect(dates.getByPlaceholderText("From")).toHaveValue("2026-11-01");
    expect(dates.getByPlaceholderText("To")).toHaveValue("");
    expect(document.querySelector(".ant-picker-range")).toBeNull();

    const to = dates.getByPlaceholderText("To");
    fireEvent.focus(to);
    fireEvent.mouseDown(to);
    fireEvent.click(to);
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
    fireEvent.click(await screen.findByTitle(iso, {}, WAIT));
    await waitFor(() => expect(router.state.location.search).toContain(`to=${iso}`), WAIT);
    expect(router.state.location.search).toContain("from=2026-11-01");
  });
});
