// The lists' export as the user reads the list (production build): labels, counts and readable
// structures, a negative number left a number, the API's values on request, and an export that
// rows arrive during keeps each row once and says so.
import { readFileSync } from "node:fs";
import Papa from "papaparse";
import type { Download, Page } from "@playwright/test";
import { openSignedIn, shot } from "./lib/browser";
import { expect, test } from "./fixtures";

const ROWS = ".ant-layout-content .ant-table-tbody tr.ant-table-row";

const cellsOf = async (download: Download) => {
  const text = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
};

/** Sets a server's description through the API, as another user's edit would. */
const describeServer = (page: Page, id: number, description: string) =>
  page.evaluate(
    async ([serverId, text]) => {
      const read = (await (await fetch(`/api/servers/?id=${serverId}`)).json()) as { data?: object };
      const wire = read.data ?? read;
      const saved = await fetch("/api/servers/update", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...wire, description: text }),
      });
      if (!saved.ok) throw new Error(`the update answered ${saved.status}`);
    },
    [id, description] as const,
  );

for (const theme of ["light", "dark"] as const) {
  test(`/servers/list exports what it shows: a label, disks as name: n/m, a count, a negative number as a number (${theme})`, async ({
    page,
  }) => {
    await openSignedIn(page, "owner", "/servers/list?list=servers&sort=name:asc", { ui: { theme } });
    await expect(page.locator(ROWS).first()).toBeVisible();
    await describeServer(page, 1, "-3");
    const downloadShown = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const [header, ...rows] = await cellsOf(await downloadShown);
    await expect(page.getByText(/^Exported \d+ rows$/)).toBeVisible();
    await shot(page, `export-servers-${theme}`);
    expect(header).toEqual([
      "Name",
      "Identifier",
      "IP address",
      "Type",
      "Disks",
      "Machines",
      "Versions",
      "Description",
    ]);
    const negative = rows.find((cells) => cells[7] === "-3");
    expect(negative, "the server whose description is -3, written as a number").toBeDefined();
    for (const cells of rows) {
      expect(["Raspberry Pi", "Dedicated", "Phones"]).toContain(cells[3]);
      expect(cells[4]).toMatch(/^([^;]+: \d+\/\d+(; |$))*$/);
      const onDisks = [...(cells[4] ?? "").matchAll(/: (\d+)\//g)].reduce((sum, m) => sum + Number(m[1]), 0);
      expect(Number(cells[5])).toBe(onDisks);
      expect(cells[6]).toMatch(/^Bot .+, Script .+$/);
    }
    expect(rows.some((cells) => Number(cells[5]) > 0)).toBe(true);

    const downloadRaw = page.waitForEvent("download");
    await page.getByRole("button", { name: "Other formats" }).click();
    await page.getByRole("menuitem", { name: "Export raw values" }).click();
    const raw = await downloadRaw;
    expect(raw.suggestedFilename()).toMatch(/^servers-raw-\d{4}-\d{2}-\d{2}\.csv$/);
    const [, ...rawRows] = await cellsOf(raw);
    expect(rawRows.map((cells) => cells[0])).toEqual(rows.map((cells) => cells[0]));
    for (const cells of rawRows) {
      expect(["RASPBERRY_PI", "DEDIK", "PHONES"]).toContain(cells[3]);
      expect(Array.isArray(JSON.parse(cells[4] ?? ""))).toBe(true);
    }
  });
}

test("an export read while 50 accounts are imported holds each account once and says the list changed", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, "admin", "/accounts");
  // The 20,000 seeded accounts take a while to seed and sort on a busy machine.
  await expect(page.locator(ROWS).first()).toBeVisible({ timeout: 60_000 });
  // Slow answers, so the import lands between two of the export's pages.
  await page.evaluate(() => window.__mock!.faults.setLatency(250));
  const download = page.waitForEvent("download", { timeout: 150_000 });
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await expect(page.getByText(/^Reading [1-9][\d,]* of [\d,]+ rows…$/).last()).toBeVisible({ timeout: 30_000 });
  await page.evaluate(async () => {
    const lines = Array.from({ length: 50 }, (_, i) => `export-during-${i}:Secret-${i}`).join("\n");
    const form = new FormData();
    form.set("body", JSON.stringify({ parse_pattern: "login:password", locale: 1, encode: true }));
    form.set("file", new File([lines], "accounts.txt", { type: "text/plain" }));
    const answer = await fetch("/api/accounts/import", { method: "POST", body: form });
    if (!answer.ok) throw new Error(`the import answered ${answer.status}`);
  });
  const [header, ...rows] = await cellsOf(await download);
  expect(header?.[0]).toBe("Login");
  const logins = rows.map((cells) => cells[0]);
  expect(new Set(logins).size, "no account written twice").toBe(logins.length);
  await expect(page.getByText("50 rows added or removed while exporting", { exact: false })).toBeVisible();
  await page.evaluate(() => window.__mock!.faults.setLatency(20));
  await shot(page, "export-changed-light");
});
