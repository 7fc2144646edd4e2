import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TIMING } from "@/config";
import { server } from "@/mocks/node";
import { apiPath, fail } from "@/mocks/wire";
import { cardNames, modal, openApps, pickOption, requestsTo, SLOW, toastWith, WAIT } from "./harness";
import { followingFakeClock, passTime } from "../../support/fakeTimers";

// The preview's 1 s rest passes on a fake clock where a test waits for it.
afterEach(() => {
  vi.useRealTimers();
});

const openDialog = async () => {
  const view = await openApps();
  fireEvent.click(screen.getByRole("button", { name: "Add app" }));
  const dialog = await modal("Add app");
  return { ...view, dialog };
};

const appIdField = (dialog: HTMLElement) => within(dialog).getByLabelText("App id") as HTMLInputElement;
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));

describe("Add app dialog", () => {
  it("keeps only letters, digits, dot, underscore and hyphen as the id is typed", { timeout: SLOW }, async () => {
    const { dialog } = await openDialog();
    fireEvent.change(appIdField(dialog), { target: { value: "com.ex ample/app!_v-2" } });
    await waitFor(() => expect(appIdField(dialog).value).toBe("com.exampleapp_v-2"), WAIT);
  });

  it("offers STANDARD locales only, by name; both fields are required", { timeout: SLOW }, async () => {
    const { dialog, seen } = await openDialog();
    save(dialog);
    expect(await within(dialog).findByText("Enter the app id", undefined, WAIT)).toBeInTheDocument();
    expect(await within(dialog).findByText("Choose the default locale", undefined, WAIT)).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByLabelText("Default locale"));
    const options = await screen.findAllByRole("option", undefined, WAIT);
    const titles = [...document.querySelectorAll(".ant-select-item-option")].map((o) => o.getAttribute("title"));
    expect(options.length).toBeGreaterThan(0);
    expect(titles.some((name) => name?.startsWith("Test:"))).toBe(false);
    expect(titles).toEqual([...titles].sort((a, b) => (a ?? "").localeCompare(b ?? "")));
    expect(requestsTo(seen, "/apps/add", "POST")).toHaveLength(0);
  });

  it("previews the store page once typing has rested for 1 s, then adds the app", { timeout: SLOW }, async () => {
    expect(TIMING.appPreviewDelayMs).toBe(1_000);
    const { dialog, seen } = await openDialog();
    await pickOption(dialog, "Default locale", "Polish", "Polish (Poland)");
    followingFakeClock();
    const typedAt = Date.now();
    fireEvent.change(appIdField(dialog), { target: { value: "com.fresh.idea" } });
    // still typing: a skeleton, and the store is asked only once typing has rested for 1 s
    await within(dialog).findByTestId("app-preview-loading", undefined, WAIT);
    await passTime(TIMING.appPreviewDelayMs);
    const preview = await within(dialog).findByTestId("app-preview", undefined, WAIT);
    expect(preview).toHaveTextContent("Fresh Idea");
    const asked = requestsTo(seen, "/apps/search");
    expect(asked).toHaveLength(1);
    expect((asked[0]?.at ?? 0) - typedAt).toBeGreaterThanOrEqual(TIMING.appPreviewDelayMs - 50);
    expect(asked[0]?.url.searchParams.get("search")).toBe("com.fresh.idea");
    expect(asked[0]?.url.searchParams.get("defaultLocale")).toBe("pl_pl");

    save(dialog);
    expect(await toastWith("com.fresh.idea added")).toBeInTheDocument();
    expect(await requestsTo(seen, "/apps/add", "POST")[0]?.body).toEqual({ app_id: "com.fresh.idea", locale: "pl_pl" });
    await waitFor(() => expect(cardNames()[0]).toBe("Fresh Idea"), WAIT);
  });

  it("a refused save keeps what was typed and shows the server's words", { timeout: SLOW }, async () => {
    const { dialog } = await openDialog();
    await pickOption(dialog, "Default locale", "English (United States)", "English (United States)");
    fireEvent.change(appIdField(dialog), { target: { value: "com.brightleaf.budget" } });
    save(dialog);
    expect(
      await within(dialog).findByText("com.brightleaf.budget is already in the list", undefined, WAIT),
    ).toBeInTheDocument();
    expect(appIdField(dialog).value).toBe("com.brightleaf.budget");
  });

  it("HTTP 400 without a message shows the default text", { timeout: SLOW }, async () => {
    server.use(http.post(apiPath("/apps/add"), () => fail(400, "")));
    const { dialog } = await openDialog();
    await pickOption(dialog, "Default locale", "English (United States)", "English (United States)");
    fireEvent.change(appIdField(dialog), { target: { value: "com.some.app" } });
    save(dialog);
    expect(await within(dialog).findByText("The app was not added", undefined, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByText("The app could not be added. Check the id and try again.")).toBeInTheDocument();
    expect(appIdField(dialog).value).toBe("com.some.app");
  });

  it("an app the store has no data for gives error_loading_app and closes", { timeout: SLOW }, async () => {
    const { dialog } = await openDialog();
    await pickOption(dialog, "Default locale", "English (United States)", "English (United States)");
    followingFakeClock();
    fireEvent.change(appIdField(dialog), { target: { value: "missing.app" } });
    await passTime(TIMING.appPreviewDelayMs);
    expect(await toastWith("The store has no data for this app")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Add app", { selector: ".ant-modal-title" })).toBeNull(), WAIT);
  });

  it("an empty locale list says 'No locale found'", { timeout: SLOW }, async () => {
    server.use(http.get(apiPath("/locales/list"), () => HttpResponse.json({ data: { list: [], totalCount: 0 } })));
    const { dialog } = await openDialog();
    fireEvent.mouseDown(within(dialog).getByLabelText("Default locale"));
    expect(await screen.findByText("No locale found", undefined, WAIT)).toBeInTheDocument();
  });

  it("a locale list that cannot be read closes the dialog with an error toast", { timeout: SLOW }, async () => {
    server.use(http.get(apiPath("/locales/list"), () => fail(404, "down")));
    await openApps();
    fireEvent.click(screen.getByRole("button", { name: "Add app" }));
    expect(await toastWith("Error while fetching locales")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Add app", { selector: ".ant-modal-title" })).toBeNull(), WAIT);
  });
});
