// A delete still offering Undo when the page goes away: the production build against `npm run api`,
// whose access log shows what reached the server after the page was gone.
import type { Page } from "@playwright/test";
import { expect, test, type SharedApi } from "./apiFixtures";
import { goInApp, signIn } from "./lib/browser";

const ROWS = ".ant-layout-content .ant-table-tbody tr.ant-table-row";

/** The server DELETEs the access log holds from line `from` on. */
const deletesSince = (api: SharedApi, from: number) =>
  api
    .log()
    .slice(from)
    .filter((line) => / DELETE \S*\/servers\?id=/.test(line));

/** Signs in, deletes the first server on its list and waits a second of the Undo window. */
const deleteAndWait = async (page: Page): Promise<string> => {
  await signIn(page, "owner");
  await goInApp(page, "/servers/list?list=servers&sort=name:asc");
  const first = page.locator(ROWS).first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const name = (await first.locator("td:not(.ant-table-selection-column)").first().innerText()).trim();
  await first.getByRole("button", { name: `Delete ${name}` }).click();
  await page
    .getByRole("dialog", { name: new RegExp(name) })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Deleted. Undo within 5 s")).toBeVisible();
  await expect(page.getByText("Deleted. Undo within 4 s")).toBeVisible();
  return name;
};

/** Whether a fresh look at the list still shows the server. */
const listedAfterwards = async (page: Page, name: string) => {
  await goInApp(page, `/servers/list?list=servers&q=${encodeURIComponent(name)}`);
  return page.locator(ROWS, { hasText: name });
};

const LEAVES: readonly [string, (page: Page, api: SharedApi) => Promise<unknown>][] = [
  ["reloads the page", (page) => page.reload()],
  ["closes the tab", (page) => page.close({ runBeforeUnload: true })],
  ["goes to another site", (page, api) => page.goto(`${api.origin}/elsewhere`)],
];

for (const [way, leave] of LEAVES)
  test(`a delete pending when the user ${way} 1 s after it reaches the server exactly once`, async ({
    page,
    context,
    api,
  }) => {
    test.setTimeout(90_000);
    const from = api.log().length;
    const name = await deleteAndWait(page);
    expect(deletesSince(api, from)).toHaveLength(0);
    const closed = new Promise((resolve) => page.once("close", resolve));
    await leave(page, api);
    if (way === "closes the tab") await closed;
    await expect.poll(() => deletesSince(api, from)).toHaveLength(1);

    const after = page.isClosed() ? await context.newPage() : page;
    if (after !== page) await after.goto("/");
    if (way === "goes to another site") await after.goBack();
    await expect(await listedAfterwards(after, name)).toHaveCount(0);
    await expect(after.getByText(/Undo within/)).toHaveCount(0);
    expect(deletesSince(api, from)).toHaveLength(1);
  });
