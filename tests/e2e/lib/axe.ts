// axe in the browser tests: one scan with the same rules everywhere, taken once the page is still.
// axe-core runs in the page itself, injected once per document. @axe-core/playwright sent and
// compiled axe's source twice for every scan, which cost about three times the scan itself
// (3.3 against 1 CPU-second for /servers/list on two cores), and the suite takes over a hundred.
import { expect, type Page } from "@playwright/test";
import axe from "axe-core";
import { motionSettled } from "./browser";
import { CONTENT, toggleTheme } from "./ui";

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

const TAGS = ["wcag2a", "wcag2aa"];

type Finding = {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: { target: string[]; message: string }[];
};

const describe = (v: Finding) =>
  `${v.impact} ${v.id} (${v.nodes.length}x, e.g. ${v.nodes[0]?.target.join(" ")}): ${v.help}` +
  // A contrast finding names its colours and ratio: the state it caught may not come back.
  (process.env.AXE_DETAIL || v.id === "color-contrast"
    ? `\n${v.nodes.map((n) => `   ${n.target.join(" ")} ${n.message}`).join("\n")}`
    : "");

type AxeArgs = {
  context: { include: string[]; exclude: string[] };
  options: { runOnly: { type: "tag"; values: string[] }; resultTypes: ["violations"] };
};

/** Runs in the page: axe on `context` with `options`, violations only and only what is reported. */
const runAxe = async ({ context, options }: AxeArgs): Promise<Finding[]> => {
  const run = window.axe?.run;
  if (!run) throw new Error("axe-core is not in the page");
  const { violations } = await run(context as axe.ContextObject, options as axe.RunOptions);
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.map(String), message: n.any[0]?.message ?? "" })),
  }));
};

export type ScanOptions = { include?: string; exclude?: string[] };

/**
 * Serious and critical findings of WCAG 2 A and AA rules, as lines "where: impact rule (n×, e.g.
 * target): help". `include` limits the scan to a selector; `exclude` leaves selectors out.
 * AXE_DETAIL=1 lists every node with axe's message.
 */
export async function axeFindings(page: Page, where: string, { include, exclude = [] }: ScanOptions = {}) {
  await motionSettled(page);
  if (!(await page.evaluate(() => typeof window.axe?.run === "function"))) await page.evaluate(axe.source);
  const args: AxeArgs = {
    context: { include: include ? [include] : [], exclude },
    // Only violations are reported here, so axe need not collect every passing node.
    options: { runOnly: { type: "tag", values: TAGS }, resultTypes: ["violations"] },
  };
  const violations = await page.evaluate(runAxe, args);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${describe(v)}`);
}

export type AxeRecorder = {
  /** one scan of the page as it is now (axeFindings' options) */
  scan(where: string, options?: ScanOptions): Promise<void>;
  /** a scan inside `include` in light and then in dark, back to light after */
  bothThemes(where: string, include?: string): Promise<void>;
  /** fails when any scan found a serious or critical violation */
  assertNone(): void;
};

/**
 * A test's axe scans, the `axe` fixture (fixtures.ts): each scan records its findings, and the
 * fixture fails the test at its end when any were recorded, so a test cannot scan and forget to check.
 */
export function axeRecorder(page: Page): AxeRecorder {
  const found: string[] = [];
  const scan = async (where: string, options?: ScanOptions) => {
    found.push(...(await axeFindings(page, where, options)));
  };
  return {
    scan,
    async bothThemes(where, include = CONTENT) {
      await scan(`${where} (light)`, { include });
      await toggleTheme(page, true);
      await scan(`${where} (dark)`, { include });
      await toggleTheme(page, false);
    },
    assertNone: () => expect(found, `serious or critical accessibility violations:\n${found.join("\n")}`).toEqual([]),
  };
}
