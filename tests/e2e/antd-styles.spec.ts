// antd's styles for the signed-in shell and the lists come from the build's file for the stored
// theme (src/theme/antdStyles.ts): on a cold signed-in page antd writes none of them itself, in
// each of the four variants. If antd's hashes ever stop matching the build's (an antd update, a
// theme token set outside themeConfig), the page still looks the same but antd writes its styles
// again: this test is what notices.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { expectVisible, newContext, openSignedIn } from "./lib/browser";
import { test } from "./fixtures";

/** Components of the build's file (scripts/build/antdStyles.tsx) that every list page draws. */
const BUILT = ["ant-btn", "ant-menu", "ant-table", "ant-select", "ant-input", "ant-layout"];

async function stylesOfAColdList(page: Page, theme: "light" | "dark"): Promise<{ file: string; written: string[] }> {
  await openSignedIn(page, "admin", "/machines", { ui: { theme } });
  await expectVisible(page.locator(".ant-layout-content tbody tr.ant-table-row").first(), "the machines");
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
  const still = await stylesOfAColdList(page, "light");
  assert.match(still.file, /\/assets\/antd-light-still-\w+\.css$/);
  assert.deepEqual(still.written, [], "antd wrote no style the file holds (light, reduced motion)");

  for (const [theme, reducedMotion, variant] of [
    ["dark", "reduce", "dark-still"],
    ["light", "no-preference", "light-motion"],
    ["dark", "no-preference", "dark-motion"],
  ] as const) {
    const context = await newContext(browser, { reducedMotion });
    try {
      const { file, written } = await stylesOfAColdList(await context.newPage(), theme);
      assert.match(file, new RegExp(`/assets/antd-${variant}-\\w+\\.css$`));
      assert.deepEqual(written, [], `antd wrote no style the file holds (${variant})`);
    } finally {
      await context.close();
    }
  }
});
