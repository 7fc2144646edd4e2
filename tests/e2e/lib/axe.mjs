// axe in the browser tests: one scan with the same rules everywhere, taken once the page is still.
// axe-core runs in the page itself, injected once per document. @axe-core/playwright sent and
// compiled axe's source twice for every scan, which cost about three times the scan itself
// (3.3 against 1 CPU-second for /servers/list on two cores), and the suite takes over a hundred.
import assert from "node:assert/strict";
import axe from "axe-core";
import { motionSettled } from "./browser.mjs";
import { CONTENT, toggleTheme } from "./ui.mjs";

const TAGS = ["wcag2a", "wcag2aa"];

const describe = (v) =>
  `${v.impact} ${v.id} (${v.nodes.length}x, e.g. ${v.nodes[0]?.target.join(" ")}): ${v.help}` +
  // A contrast finding names its colours and ratio: the state it caught may not come back.
  (process.env.AXE_DETAIL || v.id === "color-contrast"
    ? `\n${v.nodes.map((n) => `   ${n.target.join(" ")} ${n.message}`).join("\n")}`
    : "");

/** Runs in the page: axe on `context` with `options`, violations only and only what is reported. */
const runAxe = async ({ context, options }) => {
  const { violations } = await window.axe.run(context, options);
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target, message: n.any[0]?.message ?? "" })),
  }));
};

/**
 * Serious and critical findings of WCAG 2 A and AA rules, as lines "where: impact rule (n×, e.g.
 * target): help". `include` limits the scan to a selector; `exclude` leaves selectors out.
 * AXE_DETAIL=1 lists every node with axe's message.
 */
export async function axeFindings(page, where, { include, exclude = [] } = {}) {
  await motionSettled(page);
  if (!(await page.evaluate(() => typeof window.axe?.run === "function"))) await page.evaluate(axe.source);
  const context = { include: include ? [include] : [], exclude };
  // Only violations are reported here, so axe need not collect every passing node.
  const options = { runOnly: { type: "tag", values: TAGS }, resultTypes: ["violations"] };
  const violations = await page.evaluate(runAxe, { context, options });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${describe(v)}`);
}

/**
 * A test's axe scans, the `axe` that e2e hands every test: each scan records its findings, and e2e
 * fails the test at its end when any were recorded, so a test cannot scan and forget to check.
 */
export function axeRecorder(page) {
  const found = [];
  const scan = async (where, options) => {
    found.push(...(await axeFindings(page, where, options)));
  };
  return {
    /** one scan of the page as it is now (axeFindings' options) */
    scan,
    /** a scan inside `include` in light and then in dark, back to light after */
    async bothThemes(where, include = CONTENT) {
      await scan(`${where} (light)`, { include });
      await toggleTheme(page, true);
      await scan(`${where} (dark)`, { include });
      await toggleTheme(page, false);
    },
    assertNone: () => assert.deepEqual(found, [], `serious or critical accessibility violations:\n${found.join("\n")}`),
  };
}
