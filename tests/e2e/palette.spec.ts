// The command palette (issue 29, item 6): Ctrl+K anywhere when signed in, or the top bar's button;
// go to a page, run a create, switch theme and language, open a record the areas' searches find.
import assert from "node:assert/strict";
import type { Locator, Page } from "@playwright/test";
import { expectUrl, expectVisible, layout, motionSettled, openSignedIn, shot, toastsGone } from "./lib/browser";
import { tr } from "./lib/i18n";
import { chooseLanguage, type Language } from "./lib/ui";
import { test } from "./fixtures";

const PALETTE = ".ant-modal:has([cmdk-root])";

/** The button's name: the palette's name with the shortcut (Ctrl+K off a Mac, as here). */
const openLabel = (lang: Language = "en"): string => tr("palette.open", { lang }).replace(":shortcut", "Ctrl+K");

const paletteButton = (page: Page, lang: Language = "en"): Locator =>
  layout(page).header.getByRole("button", { name: openLabel(lang), exact: true });

/** The open palette's dialog, once its input has focus (its chunk loads on the first opening). */
async function openedPalette(page: Page, lang: Language = "en"): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: tr("palette.title", { lang }) });
  await expectVisible(dialog, "the command palette", { timeout: 30_000 });
  await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox");
  await motionSettled(page);
  return dialog;
}

const focusedName = (page: Page): Promise<string> =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName ?? "");

test("palette: Ctrl+K, 'servers', Enter lands on /servers/list; Escape gives focus back to the button", async ({
  page,
}) => {
  await openSignedIn(page, "admin", "/");
  await toastsGone(page);
  const button = paletteButton(page);
  await expectVisible(button, "the palette's button in the top bar");

  await button.click();
  let dialog = await openedPalette(page);
  await expectVisible(dialog.getByRole("listbox", { name: tr("palette.results") }), "the palette's listbox");
  assert.ok((await dialog.getByRole("option").count()) > 5, "the palette lists the admin's pages and commands");
  // Focus stays in the dialog: Tab from the input lands inside it, never on the page behind.
  await page.keyboard.press("Tab");
  assert.ok(
    await page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null),
    "Tab keeps focus inside the palette",
  );
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  assert.equal(await focusedName(page), openLabel());

  await page.keyboard.press("Control+K");
  dialog = await openedPalette(page);
  await page.keyboard.type("servers");
  await expectVisible(dialog.getByRole("option", { selected: true }), "the first match chosen");
  await page.keyboard.press("Enter");
  await expectUrl(page, "/servers/list");
  await dialog.waitFor({ state: "hidden" });
  await expectVisible(page.getByRole("cell", { name: "pi-lviv-01" }), "the server list", { timeout: 30_000 });
});

test("palette: axe clean in light and dark, with records found; screenshots", async ({ page, axe }) => {
  await openSignedIn(page, "admin", "/");
  await toastsGone(page);
  await expectVisible(paletteButton(page), "the palette's button");
  await page.keyboard.press("Control+K");
  const dialog = await openedPalette(page);
  await axe.bothThemes("the command palette", PALETTE);
  await shot(page, "palette-light");

  await page.keyboard.type("pi-lviv");
  const servers = dialog.getByRole("group", { name: `${tr("nav.servers")} › ${tr("nav.servers_list")}` });
  await expectVisible(servers.getByRole("option", { name: "pi-lviv-01" }), "the servers found", { timeout: 30_000 });
  await motionSettled(page);
  await axe.bothThemes("the command palette with records", PALETTE);
  await shot(page, "palette-records-light");

  await page.evaluate(() => document.querySelector<HTMLButtonElement>("header button[aria-pressed]")?.click());
  await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
  await motionSettled(page);
  await shot(page, "palette-records-dark");
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Backspace");
  await motionSettled(page);
  await shot(page, "palette-dark");
});

test("palette: the top bar keeps every control on a 390 px screen in each language, and the palette fits", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, "admin", "/");
  await toastsGone(page);
  for (const lang of ["en", "ua", "ru", "pl"] as const) {
    if (lang !== "en") await chooseLanguage(page, lang);
    await expectVisible(paletteButton(page, lang), `the palette's button in ${lang}`);
    const outside = await layout(page).header.evaluate((header) =>
      [...header.querySelectorAll("button, a, h1")]
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
        .map(({ el, box }) => `${el.getAttribute("aria-label") ?? el.textContent} at ${box.left}-${box.right}`),
    );
    assert.deepEqual(outside, [], `top bar controls off a 390 px screen in ${lang}`);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 1, `the page must not scroll sideways at 390 px (overflow ${overflow} px)`);
  await shot(page, "palette-header-390-pl");

  await paletteButton(page, "pl").click();
  const dialog = await openedPalette(page, "pl");
  const box = await dialog.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `the palette fits 390 px (${JSON.stringify(box)})`);
  await shot(page, "palette-390-pl");
});
