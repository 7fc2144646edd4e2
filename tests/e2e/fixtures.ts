// The `test` of the browser tests: @playwright/test's, with every context prepared as
// lib/browser.ts says (the mock's latency, waits on a timer), the page's errors attached to a
// failed test, and `axe`, whose scans fail the test at its end when they found a serious or
// critical violation (lib/axe.ts).
import { test as base } from "@playwright/test";
import { axeRecorder, type AxeRecorder } from "./lib/axe";
import { prepareContext, sessionFile, type SignedInLogin } from "./lib/browser";

type Fixtures = {
  axe: AxeRecorder;
  /** page errors and console errors so far */
  problems: string[];
};

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await prepareContext(context);
    await use(context);
  },
  problems: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
      page.on("console", (m) => {
        // HTTP error statuses are logged by the browser itself; the API's 401s are expected when signed out.
        if (m.type() === "error" && !m.text().startsWith("Failed to load resource"))
          problems.push(`console error: ${m.text()}`);
      });
      await use(problems);
      if (testInfo.status === testInfo.expectedStatus) return;
      const lines = [`url at failure: ${page.url()}`, ...problems.slice(0, 10).map((p) => p.slice(0, 500))];
      await testInfo.attach("page at failure", { body: lines.join("\n"), contentType: "text/plain" });
    },
    { auto: true },
  ],
  axe: async ({ page }, use, testInfo) => {
    const recorder = axeRecorder(page);
    await use(recorder);
    // A test that failed already reports its own error.
    if (testInfo.status === testInfo.expectedStatus) recorder.assertNone();
  },
});

export { expect } from "@playwright/test";

/**
 * `test.use(signedInAs("owner"))`: each test of the file opens its context with that user's
 * stored sign-in (cookies and localStorage, written once per run by auth.setup.ts).
 */
export const signedInAs = (login: SignedInLogin) => ({
  storageState: async ({ baseURL }: { baseURL?: string }, use: (file: string) => Promise<void>) => {
    if (!baseURL) throw new Error("signedInAs needs the project's baseURL");
    await use(sessionFile(login));
  },
});
