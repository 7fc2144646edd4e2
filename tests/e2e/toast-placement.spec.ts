// A toast covers nothing the user may reach for while it shows, on a desktop and on a phone.
import { expect, signedInAs, test } from "./fixtures";

test.use(signedInAs("admin"));

/** What the toast's box overlaps among the controls that stay in reach while it shows. */
const covered = (text: string) => {
  const toast = [...document.querySelectorAll(".ant-notification-notice")].find((n) => n.textContent?.includes(text));
  if (!toast) return ["no toast"];
  const box = toast.getBoundingClientRect();
  const reachable = [
    ...document.querySelectorAll("header button, header [role=button], main h2 ~ * button"),
    ...document.querySelectorAll("main nav button, main nav .ant-select, main td.ant-table-cell-fix-right button"),
  ];
  return reachable
    .filter((el) => {
      const r = el.getBoundingClientRect();
      const shown = r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
      return shown && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
    })
    .map((el) => el.getAttribute("aria-label") || el.getAttribute("title") || el.textContent || el.tagName);
};

for (const [width, height] of [
  [1400, 900],
  [390, 844],
] as const) {
  test(`a toast at ${width} px covers neither the top bar, the header's action, row actions nor paging`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/servers/list");
    const rows = page.locator("main :is(tr.ant-table-row, li[data-row-key])");
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Next page" })).toBeVisible();
    // At the top of the page, by the header's action, and at its foot, by the paging.
    for (const [at, title] of [
      [0, "Proxy config 4 reloaded"],
      [1, "Proxy config 5 reloaded"],
    ] as const) {
      await page.evaluate((foot) => window.scrollTo(0, foot * document.documentElement.scrollHeight), at);
      await page.evaluate((text) => window.__mock!.notify("admin", text, "60 proxies refreshed"), title);
      await expect(page.locator(".ant-notification-notice", { hasText: title })).toBeVisible();
      expect(await page.evaluate(covered, title)).toEqual([]);
    }
  });
}
