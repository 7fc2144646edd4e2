import { afterEach, describe, expect, it, vi } from "vitest";
import { announceErrors } from "@/components/form/announceErrors";

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

const failed = (...errors: string[][]) => ({ errorFields: errors.map((e) => ({ errors: e })) });
const say = (errors: string) => `Fix: ${errors}`;

describe("announceErrors (a failed submit is said, not only shown)", () => {
  it("fills an alert region inside the open dialog a moment after creating it, each message once", () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<div role="dialog"><button id="save">Save</button></div>`;
    document.getElementById("save")?.focus();
    announceErrors(failed(["Name is required"], ["IP is required", "Name is required"]), (e) => `Please correct: ${e}`);
    const region = document.querySelector("[role='dialog'] [role='alert']");
    expect(region?.textContent).toBe("");
    vi.advanceTimersByTime(100);
    expect(region?.textContent).toBe("Please correct: Name is required. IP is required");
  });

  it("uses the page outside a dialog, keeps one region, and says nothing without messages", () => {
    vi.useFakeTimers();
    announceErrors(failed(["Login is required"]), say);
    announceErrors(failed(["Password is required"]), say);
    vi.advanceTimersByTime(100);
    const regions = document.body.querySelectorAll("[role='alert']");
    expect(regions).toHaveLength(1);
    expect(regions[0]?.textContent).toBe("Fix: Password is required");
    announceErrors(failed([]), say);
    expect(document.body.querySelectorAll("[role='alert']")).toHaveLength(1);
  });
});
