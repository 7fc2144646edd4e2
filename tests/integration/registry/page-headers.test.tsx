import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { registry } from "@/registry";
import { i18n } from "@/providers/i18n";
import { renderApp, signInAs } from "../../support/renderApp";

/** Every page an owner can open: each declared list and each custom page (campaign detail needs an id). */
const ROUTES = registry.map((area) =>
  area.name === "campaign-detail" ? `${area.routes.list}?id=1` : area.routes.list,
);

const pageHeader = (): HTMLElement => {
  const headers = document.querySelectorAll<HTMLElement>("main [data-page-header]");
  expect(headers).toHaveLength(1);
  return headers[0];
};

describe("one page pattern", { timeout: 600_000 }, () => {
  it.each(ROUTES)("%s draws the shared header: icon tile, title, description, primary action", async (path) => {
    await signInAs("owner");
    const { unmount } = await renderApp(path);
    await waitFor(() => expect(document.querySelector("main [data-page-header] h2")).not.toBeNull(), {
      timeout: 30_000,
    });
    const header = pageHeader();
    // The page's first heading is the header's: no page draws a title of its own above or instead.
    expect(document.querySelector("main h2")?.closest("[data-page-header]")).toBe(header);
    expect(header.querySelector("h2")?.textContent?.trim()).not.toBe("");
    expect(header.querySelector("[data-page-icon]")).not.toBeNull();
    expect(header.querySelector("[data-page-description]")?.textContent?.trim() ?? "").not.toBe("");

    // The area's create action is the header's; no primary action stands in a list's toolbar.
    const area = registry.find((a) => a.routes.list === path.split("?")[0]);
    if (area?.create) {
      const label = i18n.t(area.create.label);
      await waitFor(() =>
        expect(screen.getByRole("button", { name: label }).closest("[data-page-header]")).toBe(header),
      );
    }
    expect(document.querySelectorAll("main [data-table-toolbar] .ant-btn-primary")).toHaveLength(0);
    unmount();
  });
});
