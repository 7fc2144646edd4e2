// A shared view's link names its columns in `cols`; only the list's own columns may come out of it.
// A name no column has (a hostile link's `<script>` or `__proto__`, hundreds of made-up names) is
// dropped when the link is read, so that changing a column afterwards never writes it to ui-storage.
import { LINK_MAX_LENGTH } from "../../src/config";
import { expect, signedInAs, test } from "./fixtures";

test.use(signedInAs("owner"));

/** The server list's declared columns (src/registry/areas/servers.tsx). */
const SERVER_COLUMNS = ["name", "identifier", "ip", "type", "disks", "machines", "versions", "description"];

test("a hostile cols= link, then a column hidden and one moved, leaves no unknown name in ui-storage", async ({
  page,
}) => {
  const invented = Array.from({ length: 500 }, (_, i) => `made-up-${i}`);
  const cols = ["<script>alert(1)</script>", "__proto__", "constructor", "identifier", "-ip", "name", ...invented];
  await page.goto(`/servers/list?list=servers&cols=${encodeURIComponent(cols.join(","))}`);
  const table = page.getByRole("main").getByRole("table");
  // The link's known part still applies: Identifier first, IP address hidden.
  await expect(table.getByRole("columnheader").filter({ hasText: /\S/ }).first()).toHaveText("Identifier");
  await expect(table.getByRole("columnheader", { name: "IP address" })).toHaveCount(0);

  await page.getByRole("button", { name: /^Columns/ }).click();
  const chooser = page.getByRole("group", { name: "Shown columns" });
  await chooser.getByRole("checkbox", { name: "Type" }).click();
  await page.getByRole("button", { name: "Move Name left" }).click();
  await page.keyboard.press("Escape");
  await expect(table.getByRole("columnheader", { name: "Type" })).toHaveCount(0);
  await expect(page).not.toHaveURL(/cols=/);

  const stored = await page.evaluate(() => {
    const raw = JSON.parse(window.localStorage.getItem("ui-storage") ?? "{}") as {
      state?: { hiddenColumns?: Record<string, string[]>; columnOrder?: Record<string, string[]> };
    };
    return [...Object.values(raw.state?.hiddenColumns ?? {}), ...Object.values(raw.state?.columnOrder ?? {})].flat();
  });
  expect(stored).toEqual(expect.arrayContaining(["type", "ip", "name", "identifier"]));
  expect(stored.filter((name) => !SERVER_COLUMNS.includes(name))).toEqual([]);
});

test(`the server answers the longest link the console writes (${LINK_MAX_LENGTH} characters)`, async ({
  page,
  baseURL,
}) => {
  const path = "/servers/list?list=servers&q=";
  const link = `${baseURL}${path}${"x".repeat(LINK_MAX_LENGTH - (baseURL ?? "").length - path.length)}`;
  expect(link).toHaveLength(LINK_MAX_LENGTH);
  const response = await page.request.get(link);
  expect(response.status()).toBe(200);
});
