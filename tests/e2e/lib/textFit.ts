// The text-fit checks a walk runs in the page (words drawn across two lines, controls past the
// screen's edge, cut labels without their whole text, a page or a list wider than it may be) and
// the walk itself: routes visited in one signed-in page, the language and the theme switched in
// place between the looks, every finding labelled with route, width, language and theme.
import type { Page } from "@playwright/test";
import { goInApp, motionSettled, shot } from "./browser";
import { chooseLanguage, toggleTheme, type Language } from "./ui";
import { expect } from "../fixtures";
import { loadingSelector } from "../../../scripts/lib/loading.mjs";

/**
 * Words drawn across two lines, controls past the right edge, cut labels without their whole text,
 * and a page wider than the screen, inside the elements `scope` selects.
 */
export const FINDINGS = (scope: string) => {
  const found: string[] = [];
  const roots = [...document.querySelectorAll(scope)].filter((r) => !r.parentElement?.closest(scope));
  const where = (el: Element) => {
    const cls = typeof el.className === "string" ? el.className.split(/\s+/).find((c) => c.startsWith("ant-")) : "";
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""}>`;
  };
  const hidden = (el: Element) =>
    !!el.closest("[aria-hidden='true'], .ant-table-measure-row, script, style, svg, noscript");

  // A word is what lies between spaces, its outer punctuation aside; it counts with two letters.
  const LETTER = /\p{L}/gu;
  const lineOf = (node: Text, at: number) => {
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    const rect = [...range.getClientRects()].find((r) => r.width > 0) ?? range.getBoundingClientRect();
    return rect.top + rect.height / 2;
  };
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data;
      const parent = node.parentElement;
      if (!parent || !/\p{L}\p{L}/u.test(text.replace(/\s/g, "")) || hidden(parent)) continue;
      if (getComputedStyle(parent).visibility !== "visible") continue;
      // Most text lies on one line: its words need no look one by one.
      const whole = document.createRange();
      whole.selectNodeContents(node);
      const lines = [...whole.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      const lineHeight = Math.min(...lines.map((r) => r.height));
      if (
        lines.length < 2 ||
        Math.max(...lines.map((r) => r.top)) - Math.min(...lines.map((r) => r.top)) < lineHeight / 2
      )
        continue;
      for (const token of text.matchAll(/\S+/g)) {
        const lead = /^[^\p{L}\p{N}]*/u.exec(token[0])?.[0].length ?? 0;
        const core = token[0].slice(lead).replace(/[^\p{L}\p{N}]+$/u, "");
        if ((core.match(LETTER) ?? []).length < 2) continue;
        const start = token.index + lead;
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + core.length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (rects.length < 2) continue;
        const tops = rects.map((r) => r.top);
        const height = Math.min(...rects.map((r) => r.height));
        if (Math.max(...tops) - Math.min(...tops) < height / 2) continue;
        // Where the lines change: a break right after a hyphen joining two words of two letters or
        // more ("per-country") is how text wraps; inside a code, a date or "e-mail" it is not.
        const plainWords = /^[\p{L}]+(-[\p{L}]+)*$/u.test(core);
        let previous = lineOf(node, start);
        const pieces: string[] = [];
        let from = 0;
        let wrong = false;
        for (let i = 1; i < core.length; i += 1) {
          const line = lineOf(node, start + i);
          if (Math.abs(line - previous) < height / 2) continue;
          previous = line;
          const before = core.slice(0, i).split("-");
          const after = core.slice(i).split("-");
          const atHyphen = core[i - 1] === "-" && (before.at(-2) ?? "").length >= 2 && (after[0] ?? "").length >= 2;
          if (!(plainWords && atHyphen)) wrong = true;
          pieces.push(core.slice(from, i));
          from = i;
        }
        if (wrong) found.push(`word split: "${[...pieces, core.slice(from)].join("|")}" in ${where(parent)}`);
      }
    }
  }

  // The nearest box that scrolls sideways, and how far the boxes that clip an element let it show.
  const scrollsSideways = (el: Element) => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      const s = getComputedStyle(node);
      if (["auto", "scroll"].includes(s.overflowX) && node.scrollWidth > node.clientWidth + 1) return true;
    }
    return false;
  };
  const visibleRight = (el: Element) => {
    let right = el.getBoundingClientRect().right;
    for (let node = el.parentElement; node; node = node.parentElement) {
      if (getComputedStyle(node).overflowX !== "visible") right = Math.min(right, node.getBoundingClientRect().right);
    }
    return right;
  };
  const CONTROLS = [
    "button",
    "a[href]",
    "[role='button']",
    "[role='link']",
    "input:not([type='hidden'])",
    "select",
    "textarea",
    ".ant-select",
    ".ant-picker",
    ".ant-tag",
    "th",
    ".ant-card",
  ].join(", ");
  for (const root of roots) {
    for (const el of root.querySelectorAll(CONTROLS)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || hidden(el)) continue;
      if (getComputedStyle(el).visibility !== "visible") continue;
      const outside = box.left < -1 || (box.right > window.innerWidth + 1 && visibleRight(el) > window.innerWidth + 1);
      if (outside && !scrollsSideways(el)) {
        const label = (el.textContent ?? "").trim().slice(0, 40) || el.getAttribute("aria-label") || "";
        found.push(`past the edge: ${where(el)} "${label}" at ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    for (const el of [root, ...root.querySelectorAll("*")]) {
      // Only a box whose content overflows it can be cut; the sizes are cheaper to read than the style.
      const overX = el.scrollWidth > el.clientWidth + 1;
      const overY = el.scrollHeight > el.clientHeight + 1;
      if ((!overX && !overY) || el.getClientRects().length === 0 || hidden(el) || !el.textContent?.trim()) continue;
      const s = getComputedStyle(el);
      const cutX = s.textOverflow === "ellipsis" && overX;
      const cutY = s.webkitLineClamp !== "none" && overY;
      const titled = el.closest("[title]") || el.querySelector("[title]");
      if ((cutX || cutY) && !titled)
        found.push(`cut without a title: ${where(el)} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
    }
  }
  if (document.documentElement.scrollWidth > window.innerWidth + 1)
    found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px`);
  return found;
};

/** The content's first table: how far it overflows its card, and whether its actions column is in view. */
export const LIST_FIT = (wide: boolean) => {
  const found: string[] = [];
  const scroller = document.querySelector("main .ant-table-content, main .ant-table-body");
  if (!scroller) return found;
  const box = scroller.getBoundingClientRect();
  const overflow = Math.round(scroller.scrollWidth - scroller.clientWidth);
  if (wide && overflow > 1) found.push(`the table is ${overflow} px wider than its card`);
  const cell = scroller.querySelector("tbody tr.ant-table-row td.table-actions")?.getBoundingClientRect();
  if (cell && (cell.left < box.left - 1 || cell.right > box.right + 1)) found.push("the row actions are out of view");
  return found;
};

export type Route = { path: string; list?: boolean };
/** One state a route is checked in. */
export type Look = { lang: Language; dark: boolean };
export type Stop = { route: Route; looks: Look[] };

const BUSY = `main .ant-skeleton, ${loadingSelector("main")}, main .ant-table-placeholder .ant-spin`;

/** Waits for the route's content: something drawn since the last route, then nothing loading or moving. */
async function settled(page: Page) {
  await expect(
    page
      .locator("main :is(tr.ant-table-row, .ant-card, .ant-list-item, .ant-empty, .ant-result):not([data-walked])")
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(BUSY)).toHaveCount(0, { timeout: 30_000 });
  await motionSettled(page);
}

const shotName = (route: Route, { lang, dark }: Look, width: number) =>
  `fit${route.path.split("?")[0].replace(/\//g, "-") || "-dashboard"}-${lang}-${dark ? "dark" : "light"}-${width}`;

/**
 * Checks one look: `measure` must find nothing. Soft, so a walk checks every look before the test
 * fails and lists all it found; polled, since a table re-measures its columns some frames after a
 * language switch (3 px too wide for a moment, once) and what counts is where the layout comes to rest.
 */
export const expectFits = (where: string, measure: () => Promise<string[]>) =>
  expect.soft.poll(measure, { message: `${where} fits`, timeout: 3_000 }).toEqual([]);

/**
 * Visits each stop at `width` in one signed-in page (the test's stored sign-in, English)
 * and checks it in each of its looks, switching the language or the theme in place; `shots` keeps
 * a screenshot of the EN and UA looks.
 */
export async function walk(
  page: Page,
  stops: Stop[],
  [width, height]: readonly [number, number],
  { shots = false }: { shots?: boolean } = {},
): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.goto(stops[0].route.path);
  let lang: Language = "en";
  let dark = false;
  for (const [i, { route, looks }] of stops.entries()) {
    if (i > 0) {
      // The last route's content stays until the next one is drawn: only new elements count.
      await page.evaluate(() =>
        document.querySelectorAll("main *").forEach((el) => el.setAttribute("data-walked", "")),
      );
      await goInApp(page, route.path);
    }
    await settled(page);
    // The test may open the console dark (a dark system scheme).
    if (i === 0) dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
    for (const look of looks) {
      if (look.lang !== lang) {
        await chooseLanguage(page, look.lang);
        lang = look.lang;
        await expect(page.locator(BUSY)).toHaveCount(0, { timeout: 30_000 });
        await motionSettled(page);
      }
      if (look.dark !== dark) {
        dark = look.dark;
        await toggleTheme(page, dark);
      }
      await expectFits(`${route.path} ${width} ${lang} ${dark ? "dark" : "light"}`, async () => [
        ...(await page.evaluate(FINDINGS, "main, header, aside")),
        ...(route.list ? await page.evaluate(LIST_FIT, width >= 1400) : []),
      ]);
      if (shots && (lang === "en" || lang === "ua")) await shot(page, shotName(route, look, width));
    }
  }
}
