// In UA, RU and PL nothing a screen reader or a sighted user meets is English where a translation
// exists, in every flow: accessible names, titles, placeholders and text
// of the shell, a list, a dialog with errors, a date picker and the bell, checked against every
// English string of our translations and of antd's own locale.
import type { Page } from "@playwright/test";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { goInApp, motionSettled, openSignedIn } from "./lib/browser";
import { section, tr } from "./lib/i18n";
import { ROOT } from "./lib/paths";
import { expect, test } from "./fixtures";

const require = createRequire(import.meta.url);
type Language = "en" | "ua" | "ru" | "pl";
type Tree = string | { [key: string]: Tree };
const ANTD_LOCALES: Record<Language, string> = { en: "en_US", ua: "uk_UA", ru: "ru_RU", pl: "pl_PL" };

const strings = (node: Tree, out = new Map<string, string>(), prefix = ""): Map<string, string> => {
  if (typeof node === "string") out.set(prefix, node);
  else if (node) for (const [k, v] of Object.entries(node)) strings(v, out, prefix ? `${prefix}.${k}` : k);
  return out;
};

const antdLocale = (lang: Language) => (require(`antd/lib/locale/${ANTD_LOCALES[lang]}`) as { default: Tree }).default;
const antdStrings = (lang: Language) => new Set(strings(antdLocale(lang)).values());
const SECTIONS = readdirSync(path.join(ROOT, "public", "translations", "en")).map((f) => f.replace(/\.json$/, ""));
// A word of three letters or more, and not a date format ("YYYY-MM-DD") or a placeholder template.
const wordy = (text: string) => /[a-z]{3}/.test(text) && !text.includes("{{");

/** English texts that `lang` says otherwise: ours key by key, antd's where its locale differs. */
function englishOnly(lang: Language) {
  const english = new Set<string>();
  for (const name of SECTIONS) {
    const theirs = strings(section(lang, name));
    for (const [key, text] of strings(section("en", name))) {
      const translated = theirs.get(key);
      if (translated !== undefined && translated !== text && wordy(text)) english.add(text.trim());
    }
  }
  const own = antdStrings(lang);
  for (const text of antdStrings("en")) if (wordy(text) && !own.has(text)) english.add(text.trim());
  return english;
}

// What the mock's seed says in English: it answers in the asker's language (docs/api.md), as a
// real server would, so these must not reach a UA, RU or PL console either.
const MOCK_ENGLISH = [
  "Server updated",
  "Proxy config reloaded",
  "Campaign finished",
  "SMS balance low",
  "New feedback",
  "Machine offline",
  "Accounts imported",
  "Keyword positions",
  "English (United States)",
  "German (Germany)",
  "Polish (Poland)",
  "Test: English (United States)",
];

/** Every accessible name, title, placeholder and visible text node of the page. */
const READ_PAGE = () => {
  const out: [string, string][] = [["document.title", document.title]];
  for (const el of document.querySelectorAll("body *")) {
    for (const attr of ["aria-label", "title", "placeholder", "alt", "aria-roledescription"]) {
      const value = el.getAttribute(attr)?.trim();
      if (value) out.push([`${el.tagName.toLowerCase()}[${attr}]`, value]);
    }
    if (el.getClientRects().length === 0) continue;
    for (const node of el.childNodes) {
      const text = node.nodeType === Node.TEXT_NODE ? (node.textContent ?? "").trim() : "";
      if (text) out.push([el.tagName.toLowerCase(), text]);
    }
  }
  return out;
};

async function englishOn(page: Page, where: string, english: Set<string>) {
  await motionSettled(page);
  const found = await page.evaluate(READ_PAGE);
  const titleWord = (await page.title()).split(" · ")[0];
  return found
    .filter(([, text]) => english.has(text) || (text === titleWord && english.has(titleWord)))
    .map(([what, text]) => `${where}: ${what} "${text}"`);
}

for (const lang of ["ua", "ru", "pl"] as const) {
  test(`${lang.toUpperCase()}: no English name, title or antd text where a translation exists (shell, list, dialog, date picker, bell)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const english = new Set([...englishOnly(lang), ...MOCK_ENGLISH]);
    const t = (key: string) => tr(key, { lang });
    // The language as a stored preference from the first paint on, as a returning user has it.
    await openSignedIn(page, "owner", "/servers/list", { ui: { language: lang } });
    const found: string[] = [];

    // The data rows: antd's placeholder and measure rows are rows of the tbody too.
    await expect(page.locator("tr.ant-table-row").first(), "the server rows").toBeVisible({ timeout: 30_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", lang === "ua" ? "uk" : lang);
    found.push(...(await englishOn(page, "/servers/list", english)));

    await page.getByRole("button", { name: t("servers.actions.add") }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog, "the add-server dialog").toBeVisible();
    await motionSettled(page);
    await dialog.getByRole("button", { name: t("def.resource.save"), exact: true }).click();
    await expect(dialog.getByRole("alert").first(), "the dialog's errors").toBeVisible();
    found.push(...(await englishOn(page, "server dialog with errors", english)));
    await page.keyboard.press("Escape");

    await goInApp(page, "/proxy/configs");
    await expect(page.locator("tr.ant-table-row").first(), "the proxy configs").toBeVisible({ timeout: 30_000 });
    found.push(...(await englishOn(page, "/proxy/configs (locale names)", english)));

    await goInApp(page, "/keywords/history");
    // antd's range picker and its panel have no role or name of their own.
    const picker = page.locator(".ant-picker").first();
    await expect(picker, "the date range picker").toBeVisible({ timeout: 20_000 });
    await picker.click();
    await expect(page.locator(".ant-picker-dropdown").first(), "the date panel").toBeVisible();
    found.push(...(await englishOn(page, "/keywords/history with the date panel open", english)));
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: new RegExp(`^${t("notifications.title")}`) }).click();
    await expect(page.getByRole("dialog", { name: t("notifications.title") }), "the bell's panel").toBeVisible();
    found.push(...(await englishOn(page, "the bell's panel", english)));

    expect(found, `English where ${lang} has a translation:\n${found.join("\n")}`).toEqual([]);
  });
}
