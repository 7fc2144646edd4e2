// A range picker's popup on a 390 px screen: its months and presets stay on the screen
// (global.css stacks them; /statistic and keyword history use antd's range picker).
import { expect, signedInAs, test } from "./fixtures";

test.use(signedInAs("owner"));

test("the admin dashboard's range picker fits a 390 px screen, presets included", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/statistic");
  // antd's range picker is two unnamed inputs; its wrapper has no role or label of its own.
  const picker = page.locator("main .ant-picker-range").first();
  await expect(picker, "the range picker").toBeVisible({ timeout: 30_000 });
  await picker.click();
  // The popup, its presets list and its month panels have no role or accessible name.
  const popup = page.locator(".ant-picker-dropdown:not(.ant-picker-dropdown-hidden)");
  await expect(popup.getByText("Last 7 days"), "the presets").toBeVisible();
  await expect(async () => {
    for (const part of [popup.locator(".ant-picker-presets"), ...(await popup.locator(".ant-picker-panel").all())]) {
      const box = await part.boundingBox();
      expect(box, "a part of the popup is laid out").toBeTruthy();
      expect(box!.x >= 0 && box!.x + box!.width <= 390, `within the screen: x ${box!.x}, width ${box!.width}`).toBe(
        true,
      );
    }
  }).toPass();
});
