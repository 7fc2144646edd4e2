// axe in the browser tests: one scan with the same rules everywhere, taken once the page is still.
import AxeBuilder from "@axe-core/playwright";
import { motionSettled } from "./browser.mjs";

const describe = (v) =>
  `${v.impact} ${v.id} (${v.nodes.length}x, e.g. ${v.nodes[0]?.target.join(" ")}): ${v.help}` +
  // A contrast finding names its colours and ratio: the state it caught may not come back.
  (process.env.AXE_DETAIL || v.id === "color-contrast"
    ? `\n${v.nodes.map((n) => `   ${n.target.join(" ")} ${n.any[0]?.message ?? ""}`).join("\n")}`
    : "");

/**
 * Serious and critical findings of WCAG 2 A and AA rules, as lines "where: impact rule (n×, e.g.
 * target): help". `include` limits the scan to a selector; `exclude` leaves selectors out.
 * AXE_DETAIL=1 lists every node with axe's message.
 */
export async function axeFindings(page, where, { include, exclude = [] } = {}) {
  await motionSettled(page);
  // Legacy mode runs axe in the page itself: the default opens a blank page per scan to merge the
  // frames' results, and the console has no frames. Only violations are reported here, so axe
  // need not collect every passing node.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa"]);
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${describe(v)}`);
}
