// axe in the browser tests: one scan with the same rules everywhere, taken once the page is still.
import AxeBuilder from "@axe-core/playwright";

/**
 * Resolves when no finite CSS transition or animation is running: antd's motions and the colour
 * fades after a theme switch (infinite ones, spinners and skeleton shimmer, do not count). axe
 * judges colours as they are drawn, so it must not look mid-fade.
 */
export async function motionSettled(page, timeout = 10_000) {
  // Two frames first, so a motion the last action started is already registered.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
    null,
    { timeout, polling: 50 },
  );
}

const describe = (v) =>
  `${v.impact} ${v.id} (${v.nodes.length}x, e.g. ${v.nodes[0]?.target.join(" ")}): ${v.help}` +
  (process.env.AXE_DETAIL ? `\n${v.nodes.map((n) => `   ${n.target.join(" ")} ${n.any[0]?.message ?? ""}`).join("\n")}` : "");

/**
 * Serious and critical findings of WCAG 2 A and AA rules, as lines "where: impact rule (n×, e.g.
 * target): help". `include` limits the scan to a selector; `exclude` leaves selectors out.
 * AXE_DETAIL=1 lists every node with axe's message.
 */
export async function axeFindings(page, where, { include, exclude = [] } = {}) {
  await motionSettled(page);
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]);
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${where}: ${describe(v)}`);
}
