import { act, screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spotlight } from "@/resources/views/spotlightStore";
import { SPOTLIGHT_MS } from "@/resources/views/useRecordSpotlight";
import { fakeMatchMedia } from "../../support/matchMedia";
import { LOAD, openPage } from "../servers/harness";

const original = window.matchMedia;
beforeAll(() => {
  window.matchMedia = fakeMatchMedia((query) => query.includes("max-width: 767.98px"));
});
afterAll(() => {
  window.matchMedia = original;
});

describe("a record opened by a link on a phone", { timeout: 60_000 }, () => {
  it("marks its card, frames and colours the card itself, and lets the mark fade", async () => {
    await openPage("admin");
    const card = () => document.querySelector<HTMLElement>('li[data-row-key="1"]');
    expect(card()).not.toBeNull();
    act(() => spotlight("servers", 1));
    await waitFor(() => expect(card()).toHaveAttribute("aria-current", "true"), LOAD);
    expect(screen.getByText("The record is marked on page 1")).toHaveAttribute("role", "status");
    const rules = [...document.querySelectorAll("style")].map((s) => s.textContent ?? "").join("\n");
    expect(rules).toMatch(/li\[data-row-key="[^"]+"\][^{]*\{ outline: 2px solid/);
    await waitFor(() => expect(card()).not.toHaveAttribute("aria-current"), { timeout: SPOTLIGHT_MS + 3000 });
  });
});
