// Keyboard and motion checks the axe sweep cannot make: where focus goes and that it shows, and
// popups that open and close with reduced motion. axe itself scans every page, in both themes,
// in a11y-sweep.spec.ts.
import type { Locator } from "@playwright/test";
import { motionSettled } from "./lib/browser";
import { tr } from "./lib/i18n";
import { dialog } from "./lib/ui";
import { expect, signedInAs, test } from "./fixtures";

test.use(signedInAs("admin"));

// The data rows: antd's placeholder and measure rows are rows of the tbody too.
const DATA_ROW = "tr.ant-table-row";

declare global {
  interface Window {
    __focusProbe?: { el: HTMLElement; focused: string; look: () => string }[];
  }
}

/** The focused element's outline and shadow, and the same element's once focus has left it. */
const FOCUS_PROBE = () => {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  // antd shows an input's or select's focus on its wrapper: the element and three ancestors count.
  const look = () =>
    [el, el.parentElement, el.parentElement?.parentElement, el.parentElement?.parentElement?.parentElement]
      .filter((node): node is HTMLElement => Boolean(node))
      .map((node) => {
        const s = getComputedStyle(node);
        return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow} | ${s.borderColor} | ${s.backgroundColor}`;
      })
      .join(" / ");
  const focused = look();
  window.__focusProbe = (window.__focusProbe ?? []).concat([{ el, focused, look }]);
  return el.outerHTML.slice(0, 120);
};

/**
 * The probed stops whose look did not change once focus went elsewhere: to another stop rather
 * than to nothing (a dialog's focus lock takes a blurred element's focus straight back). A select
 * drops its focus look on a short timer, which a busy machine can run frames late, so each stop
 * has up to a second of frames to change; one that never changes is reported all the same.
 */
const UNFOCUSED_LOOKS = async () => {
  const probes = window.__focusProbe ?? [];
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const same: string[] = [];
  for (const { el, focused, look } of probes) {
    probes.find((other) => other.el !== el)?.el.focus();
    let changed = false;
    for (const until = performance.now() + 1_000; !changed && performance.now() < until;) {
      await frame();
      changed = look() !== focused;
    }
    if (!changed) same.push(el.outerHTML.slice(0, 120));
  }
  return same;
};

test("keyboard: the skip link comes first, and every Tab stop of the shell, a list and a dialog shows where focus is", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Colours then change at once (global.css), so a look is never caught mid-fade.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/servers/list");
  await expect(page.locator(DATA_ROW).first(), "the server rows").toBeVisible({ timeout: 30_000 });

  await page.keyboard.press("Tab");
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent), {
      message: "the skip link is the first Tab stop",
    })
    .toBe("Skip to content");
  await page.keyboard.press("Enter");
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.id), { message: "focus moved to the page" })
    .toBe("main-content");

  // From the top of the page again: a fresh load starts the Tab order at the document's start.
  await page.reload();
  await expect(page.locator(DATA_ROW).first(), "the server rows").toBeVisible({ timeout: 30_000 });
  const stops = [];
  for (let i = 0; i < 45; i += 1) {
    await page.keyboard.press("Tab");
    // antd fades focus colours in: the look is read once no transition runs.
    await motionSettled(page);
    const html = await page.evaluate(FOCUS_PROBE);
    if (html) stops.push(html);
  }
  // UNFOCUSED_LOOKS gives each stop its own second of frames to change: its answer is final.
  const invisible = await page.evaluate(UNFOCUSED_LOOKS);
  expect(stops.length, `walked ${stops.length} Tab stops`).toBeGreaterThanOrEqual(30);
  expect(invisible, `Tab stops that look the same focused and unfocused:\n${invisible.join("\n")}`).toEqual([]);

  // The same inside a dialog, around its focus trap and back to the start.
  await page.evaluate(() => {
    window.__focusProbe = [];
  });
  await page.getByRole("button", { name: "Add server" }).click();
  await expect(page.getByRole("dialog"), "the add-server dialog").toBeVisible();
  await motionSettled(page);
  const inDialog = [];
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press("Tab");
    await motionSettled(page);
    const html = await page.evaluate(FOCUS_PROBE);
    if (html) inDialog.push(html);
  }
  const invisibleInDialog = await page.evaluate(UNFOCUSED_LOOKS);
  expect(inDialog.length, `walked ${inDialog.length} Tab stops in the dialog`).toBeGreaterThanOrEqual(20);
  expect(invisibleInDialog, `dialog Tab stops without a visible focus:\n${invisibleInDialog.join("\n")}`).toEqual([]);
});

test("reduced motion: the user menu, a select list and a dialog open on the page and close", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/servers/list");
  await expect(page.locator(DATA_ROW).first(), "the server rows").toBeVisible({ timeout: 30_000 });
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  // A 0.01 ms transition once let antd's popups measure themselves mid-way and open 8,600 px up.
  const onScreen = async (locator: Locator, what: string) => {
    await expect(locator.first(), what).toBeVisible();
    await expect(async () => {
      const box = await locator.first().boundingBox();
      expect(
        box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height,
        `${what} is inside the ${width}x${height} window, not at ${JSON.stringify(box)}`,
      ).toBe(true);
    }).toPass();
  };

  await page.getByRole("button", { name: tr("topbar.user_menu") }).click();
  await onScreen(page.getByRole("menuitem", { name: tr("nav.profile") }), "the user menu's Profile item");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: tr("servers.actions.add") }).click();
  const add = dialog(page, tr("servers.dialog.title_add"));
  await onScreen(add.getByLabel(tr("servers.fields.name"), { exact: true }), "the add-server dialog's Name field");
  await add.getByLabel(tr("servers.fields.type"), { exact: true }).click({ force: true });
  // antd's shown options have no role (its role=option list is a hidden copy for screen readers).
  const option = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option").first();
  await onScreen(option, "the type list's first option");
  await option.click();
  await add.getByRole("button", { name: tr("def.resource.cancel") }).click();
  await expect(add).toBeHidden();
});
