// antd's styles for the signed-in shell and the lists come from the build's file for the stored
// theme (src/theme/antdStyles.ts): on a cold signed-in page antd writes none of them itself, in
// each of the four variants. If antd's hashes ever stop matching the build's (an antd update, a
// theme token set outside themeConfig), the page still looks the same but antd writes its styles
// again: this test is what notices.
import type { Page } from "@playwright/test";
import { newContext, openSignedIn } from "./lib/browser";
import { expect, test } from "./fixtures";

/** Components of the build's file (scripts/build/antdStyles.tsx) that every list page draws. */
const BUILT = ["ant-btn", "ant-menu", "ant-table", "ant-select", "ant-input", "ant-layout"];

/** Opens /machines cold in `theme` (a stored preference, so the first paint is already in it). */
async function openColdList(page: Page, theme: "light" | "dark"): Promise<void> {
  await openSignedIn(page, "admin", "/machines", { ui: { theme } });
  // The data rows: antd's placeholder and measure rows are rows of the tbody too.
  await expect(page.locator(".ant-layout-content tbody tr.ant-table-row").first(), "the machines").toBeVisible();
}

/** The stylesheet the page linked first, and the built components antd wrote a <style> for. */
function styles(page: Page): Promise<{ file: string; written: string[] }> {
  return page.evaluate((built) => {
    const first = document.head.querySelector("link[rel=stylesheet]");
    const written = [...document.querySelectorAll("style")]
      .map((style) => style.textContent ?? "")
      .flatMap((css) => built.filter((name) => css.includes(`.${name}{`) || css.includes(`.${name} `)));
    return { file: first?.getAttribute("href") ?? "", written };
  }, BUILT);
}

test("a cold signed-in page takes antd's styles from the build's file for its theme and motion, and writes none of them itself", async ({
  page,
  browser,
}) => {
  await openColdList(page, "light");
  await expect.poll(async () => (await styles(page)).file).toMatch(/\/assets\/antd-light-still-\w+\.css$/);
  await expect
    .poll(async () => (await styles(page)).written, {
      message: "antd wrote no style the file holds (light, reduced motion)",
    })
    .toEqual([]);

  for (const [theme, reducedMotion, variant] of [
    ["dark", "reduce", "dark-still"],
    ["light", "no-preference", "light-motion"],
    ["dark", "no-preference", "dark-motion"],
  ] as const) {
    const context = await newContext(browser, { reducedMotion });
    try {
      const cold = await context.newPage();
      await openColdList(cold, theme);
      await expect
        .poll(async () => (await styles(cold)).file)
        .toMatch(new RegExp(`/assets/antd-${variant}-\\w+\\.css$`));
      await expect
        .poll(async () => (await styles(cold)).written, { message: `antd wrote no style the file holds (${variant})` })
        .toEqual([]);
    } finally {
      await context.close();
    }
  }
});
