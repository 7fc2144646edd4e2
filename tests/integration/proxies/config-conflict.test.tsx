// Two people editing one proxy config, an area with no one-record read: the config is read back from the list just
// before the write, and the live channel marks an open dialog as soon as someone else saves.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { proxyConfigsApi } from "@/api/endpoints/proxies";
import { broker } from "@/mocks/stomp";
import { recordChannel } from "@/registry/types";
import { SLOW, WAIT, clickButton, dialogTitled, openPage, requestsTo, waitForRows } from "./harness";

const REVIEW = "Someone else saved this entry while you were editing";

const openEdit = async (login = "admin") => {
  const page = await openPage("/proxy/configs", "Proxy configs", login);
  await waitForRows(5);
  fireEvent.click(screen.getByLabelText("Edit config #2"));
  const dialog = await dialogTitled("Edit proxy config #2");
  await waitFor(() => expect(within(dialog).getByLabelText("Delay check")).toHaveValue("60"), WAIT);
  return { ...page, dialog };
};

/** Another user's save of config 2, through the API as the mock serves it to everyone. */
const elsewhere = async (baseUrl: string) => {
  const stored = (await proxyConfigsApi.all()).find((c) => c.id === 2);
  if (!stored) throw new Error("no config 2");
  await proxyConfigsApi.update(2, { ...stored, baseUrl });
};

const wholeReads = (seen: Parameters<typeof requestsTo>[0]) =>
  requestsTo(seen, "/proxies/configs").filter((r) => r.url.searchParams.get("size") === "-1").length;
/** Resolves once the open dialog hears the config channel: a probe event of no type it handles reaches it. */
const listening = () =>
  waitFor(
    () => expect(broker.publish(`/topic/${recordChannel("proxy-configs")}`, { type: "probe" })).toBeGreaterThan(0),
    WAIT,
  );

const saves = (seen: Parameters<typeof requestsTo>[0]) => requestsTo(seen, "/proxies/configs/save", "PUT");
const cellsOf = (scope: HTMLElement, label: string) =>
  [...(within(scope).getByText(label, { selector: "td" }).closest("tr")?.querySelectorAll("td") ?? [])].map(
    (td) => td.textContent,
  );

describe("proxy config dialog: two people editing one config", { timeout: SLOW }, () => {
  it("reads the config from the list before writing, shows their change and merges both", async () => {
    const { seen, dialog } = await openEdit();
    await elsewhere("https://theirs.example.com");
    const ownSaves = saves(seen).length;
    const reads = wholeReads(seen);
    fireEvent.change(within(dialog).getByLabelText("Delay check"), { target: { value: "45" } });
    clickButton(dialog, "Save");

    const review = await dialogTitled(REVIEW);
    expect(cellsOf(review, "Base URL").slice(0, 4)).toEqual([
      "Base URL",
      "https://cellgate.example.com",
      "https://theirs.example.com",
      "https://cellgate.example.com",
    ]);
    // The read before the write is the list's, there being no one-config call.
    expect(wholeReads(seen)).toBeGreaterThan(reads);
    expect(saves(seen)).toHaveLength(ownSaves);
    fireEvent.click(within(review).getByRole("button", { name: "Merge and save" }));

    await waitFor(() => expect(saves(seen)).toHaveLength(ownSaves + 1), WAIT);
    expect(await saves(seen).at(-1)?.body).toMatchObject({
      id: 2,
      base_url: "https://theirs.example.com",
      delay_check: 45,
    });
  });

  it("says a config deleted meanwhile is gone, writes nothing and keeps the typed input", async () => {
    // Only an OWNER may delete a config.
    const { seen, dialog } = await openEdit("owner");
    fireEvent.change(within(dialog).getByLabelText("Delay check"), { target: { value: "90" } });
    await proxyConfigsApi.remove(2);
    clickButton(dialog, "Save");
    await within(dialog).findByText("This entry was deleted while you were editing", {}, WAIT);
    expect(within(dialog).getByLabelText("Delay check")).toHaveValue("90");
    expect(saves(seen)).toHaveLength(0);
  });

  it("marks the open dialog when the live channel tells of their save, and merges it into the form", async () => {
    const { seen, dialog } = await openEdit();
    fireEvent.change(within(dialog).getByLabelText("Delay check"), { target: { value: "45" } });
    await listening();
    await elsewhere("https://live.example.com");

    await within(dialog).findByText("Someone else changed this entry while you were editing", {}, WAIT);
    fireEvent.click(within(dialog).getByRole("button", { name: "Review their changes" }));
    const review = await dialogTitled(REVIEW);
    expect(cellsOf(review, "Base URL")[2]).toBe("https://live.example.com");
    fireEvent.click(within(review).getByRole("button", { name: "Merge into the form" }));

    await waitFor(
      () => expect(within(dialog).getByLabelText("Base URL")).toHaveValue("https://live.example.com"),
      WAIT,
    );
    expect(within(dialog).getByLabelText("Delay check")).toHaveValue("45");
    expect(screen.queryByText("Someone else changed this entry while you were editing")).toBeNull();
    const before = saves(seen).length;
    clickButton(dialog, "Save");
    // Merged already: the save writes at once, with both changes.
    await waitFor(() => expect(saves(seen)).toHaveLength(before + 1), WAIT);
    expect(screen.queryByText(REVIEW)).toBeNull();
    expect(await saves(seen).at(-1)?.body).toMatchObject({ base_url: "https://live.example.com", delay_check: 45 });
  });
});
