import { afterEach, describe, expect, it } from "vitest";
import { installDialogSentinelSkip } from "@/components/layout/dialogSentinel";

let uninstall: (() => void) | null = null;
afterEach(() => {
  uninstall?.();
  document.body.innerHTML = "";
});

const dialog = () => {
  document.body.innerHTML = `
    <div role="dialog">
      <div tabindex="0" id="start"><button id="save">Save</button></div>
      <div tabindex="0" id="end"></div>
    </div>`;
  return { start: document.getElementById("start"), end: document.getElementById("end") as HTMLElement };
};

describe("the dialog's empty end stop", () => {
  it("is skipped going forward: focus goes to the dialog itself", () => {
    uninstall = installDialogSentinelSkip();
    const { start, end } = dialog();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    end.focus();
    expect(document.activeElement).toBe(start);
  });

  it("is left to rc-dialog going backward (Shift+Tab passes through it to the last control)", () => {
    uninstall = installDialogSentinelSkip();
    const { end } = dialog();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", shiftKey: true }));
    end.focus();
    expect(document.activeElement).toBe(end);
  });
});
