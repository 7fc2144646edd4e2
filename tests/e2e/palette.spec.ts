// The command palette: Ctrl+K anywhere when signed in, or the top bar's button;
// go to a page, run a create, switch theme and language, open a record the areas' searches find.
import type { Locator, Page } from "@playwright/test";
import { layout, motionSettled, shot, toastsGone } from "./lib/browser";
import { tr } from "./lib/i18n";
import { chooseLanguage, type Language } from "./lib/ui";
import { expect, signedInAs, test } from "./fixtures";

test.use(signedInAs("admin"));

const PALETTE = ".ant-modal:has([cmdk-root])";

/** The button's name: the palette's name with the shortcut (Ctrl+K off a Mac, as here). */
const openLabel = (lang: Language = "en"): string => tr("palette.open", { lang }).replace(":shortcut", "Ctrl+K");

const paletteButton = (page: Page, lang: Language = "en"): Locator =>
  layout(page).header.getByRole("button", { name: openLabel(lang), exact: true });

/** The open palette's dialog, once its input has focus (its chunk loads on the first opening). */
async function openedPalette(page: Page, lang: Language = "en"): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: tr("palette.title", { lang }) });
  await expect(dialog, "the command palette").toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole("combobox"), "the palette's input has focus").toBeFocused();
  await motionSettled(page);
  return dialog;
}

const focusedName = (page: Page): Promise<string> =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName ?? "");

test("palette: Ctrl+K, 'servers', Enter lands on /servers/list; Escape gives focus back to the button", async ({
  page,
}) => {
  await page.goto("/");
  await toastsGone(page);
  const button = paletteButton(page);
  await expect(button, "the palette's button in the top bar").toBeVisible();

  await button.click();
  let dialog = await openedPalette(page);
  await expect(dialog.getByRole("listbox", { name: tr("palette.results") }), "the palette's listbox").toBeVisible();
  await expect
    .poll(() => dialog.getByRole("option").count(), { message: "the palette lists the admin's pages and commands" })
    .toBeGreaterThan(5);
  // Focus stays in the dialog: Tab from the input lands inside it, never on the page behind.
  await page.keyboard.press("Tab");
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null), {
      message: "Tab keeps focus inside the palette",
    })
    .toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect.poll(() => focusedName(page), { message: "focus back on the palette's button" }).toBe(openLabel());

  await page.keyboard.press("Control+K");
  dialog = await openedPalette(page);
  await page.keyboard.type("servers");
  await expect(dialog.getByRole("option", { selected: true }), "the first match chosen").toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((u) => u.pathname === "/servers/list");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("cell", { name: "pi-lviv-01" }).first(), "the server list").toBeVisible({
    timeout: 30_000,
  });
});

test("palette: axe clean in light and dark, with records found; screenshots", async ({ page, axe }) => {
  await page.goto("/");
  await toastsGone(page);
  await expect(paletteButton(page), "the palette's button").toBeVisible();
  await page.keyboard.press("Control+K");
  const dialog = await openedPalette(page);
  await axe.bothThemes("the command palette", PALETTE);
  await shot(page, "palette-light");

  await page.keyboard.type("pi-lviv");
  const servers = dialog.getByRole("group", { name: `${tr("nav.servers")} › ${tr("nav.servers_list")}` });
  await expect(servers.getByRole("option", { name: "pi-lviv-01" }), "the servers found").toBeVisible({
    timeout: 30_000,
  });
  await motionSettled(page);
  await axe.bothThemes("the command palette with records", PALETTE);
  await shot(page, "palette-records-light");

  await page.evaluate(() => document.querySelector<HTMLButtonElement>("header button[aria-pressed]")?.click());
  await expect(page.locator("html"), "the dark theme").toHaveClass(/(^|\s)dark(\s|$)/);
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
  await page.goto("/");
  await toastsGone(page);
  for (const lang of ["en", "ua", "ru", "pl"] as const) {
    if (lang !== "en") await chooseLanguage(page, lang);
    await expect(paletteButton(page, lang), `the palette's button in ${lang}`).toBeVisible();
    const outside = () =>
      layout(page).header.evaluate((header) =>
        [...header.querySelectorAll("button, a, h1")]
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
          .map(({ el, box }) => `${el.getAttribute("aria-label") ?? el.textContent} at ${box.left}-${box.right}`),
      );
    await expect.poll(outside, { message: `top bar controls off a 390 px screen in ${lang}` }).toEqual([]);
  }
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: "the page must not scroll sideways at 390 px (overflow in px)",
    })
    .toBeLessThanOrEqual(1);
  await shot(page, "palette-header-390-pl");

  await paletteButton(page, "pl").click();
  const dialog = await openedPalette(page, "pl");
  await expect(async () => {
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, `the palette fits 390 px (${JSON.stringify(box)})`).toBe(
      true,
    );
  }).toPass();
  await shot(page, "palette-390-pl");
});
