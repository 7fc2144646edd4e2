// axe for scripts/browser-cost.mjs, as the browser tests scan (tests/e2e/lib/axe.ts): one scan with
// the same rules everywhere, taken once the page is still.
// axe-core runs in the page itself, injected once per document. @axe-core/playwright sent and
// compiled axe's source twice for every scan, which cost about three times the scan itself
// (3.3 against 1 CPU-second for /servers/list on two cores), and the suite takes over a hundred.
import axe from "axe-core";
import { motionSettled } from "./browser.mjs";

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
