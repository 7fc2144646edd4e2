// The bare refine 5 + @refinedev/antd 6 + antd 5 app `npm run perf` compares the console with (its
// README says how to build it): its sign-in page and list page cold, the first row of its list,
// and its 20,000-row virtual table (/big) scrolled and sorted, measured like the console's.
import { newContext } from "../lib/browser.mjs";
import { serveStatic } from "./staticServer.mjs";
import { firstRowsTakenInTurn, scrollAndSort, watchTasks } from "./timing.mjs";

/** The sign-in form checks for an e-mail address. */
const BARE_EMAIL = "owner@example.com";
/** The bare app's auth provider takes any e-mail with this password. */
const BARE_PASSWORD = "demo-pass";

/**
 * Measures the build in `dir` served on `port`. `record(page)` and `summarise(name, recorded,
 * baseUrl)` are perf.mjs's, with `distFile` reading sizes from `dir`. With `inTurnWith` ({
 * makeContext, url } of the console), the first rows of both are taken in turn: `inTurnFirstRow`
 * is the console's.
 */
export async function measureBare({ browser, dir, port, runs, record, summarise, inTurnWith }) {
  const server = await serveStatic(dir, port);
  const results = {};
  const fresh = (options = {}) => newContext(browser, { baseURL: server.url, ...options });
  try {
    {
      const context = await fresh();
      const page = await context.newPage();
      const rec = record(page);
      await page.goto("/login");
      await page.locator("input#email, input[type=email], input[name=email]").first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState("networkidle").catch(() => {});
      results.login = summarise("bare /login", rec.stop(), server.url);
      await page.locator("input#email, input[name=email]").first().fill(BARE_EMAIL);
      await page.locator("input#password, input[type=password]").first().fill(BARE_PASSWORD);
      await page.locator("button[type=submit]").first().click();
      await page.waitForURL(/\/machines/, { timeout: 30_000 });
      results.state = await context.storageState();
      await context.close();
    }
    const signedIn = () => fresh({ storageState: results.state });
    {
      const context = await signedIn();
      const page = await context.newPage();
      const rec = record(page);
      await page.goto("/machines");
      await page.locator("tbody tr.ant-table-row").first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState("networkidle").catch(() => {});
      results.list = summarise("bare /machines", rec.stop(), server.url);
      await context.close();
    }
    const bareRow = { makeContext: signedIn, url: "/machines" };
    [results.firstRow, results.inTurnFirstRow] = await firstRowsTakenInTurn(
      inTurnWith ? [bareRow, inTurnWith] : [bareRow],
      runs,
    );
    {
      // /big is a route of refine's default (eager) build only; the lazy one answers it with its 404.
      const context = await signedIn();
      const page = await context.newPage();
      await watchTasks(page);
      await page.goto("/big");
      const big = page.locator(".ant-table-tbody-virtual .ant-table-row").first();
      const notFound = page.getByText("Sorry, the page you visited does not exist.");
      await big.or(notFound).first().waitFor({ timeout: 60_000 });
      if (await big.isVisible()) results.big = await scrollAndSort(page, "Login");
      await context.close();
    }
    delete results.state;
    return results;
  } finally {
    await server.stop();
  }
}
