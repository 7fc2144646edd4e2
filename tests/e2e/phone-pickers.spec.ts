// A range picker's popup on a 390 px screen: its months and presets stay on the screen
// (global.css stacks them; /statistic and keyword history use antd's range picker).
import assert from "node:assert/strict";
import { expectVisible, openSignedIn } from "./lib/browser";
import { test } from "./fixtures";

test("the admin dashboard's range picker fits a 390 px screen, presets included", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, "owner", "/statistic");
  const picker = page.locator("main .ant-picker-range").first();
  await expectVisible(picker, "the range picker", { timeout: 30_000 });
  await picker.click();
  const popup = page.locator(".ant-picker-dropdown:not(.ant-picker-dropdown-hidden)");
  await expectVisible(popup.getByText("Last 7 days"), "the presets");
  for (const part of [popup.locator(".ant-picker-presets"), ...(await popup.locator(".ant-picker-panel").all())]) {
    const box = await part.boundingBox();
    assert.ok(box, "a part of the popup is laid out");
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `within the screen: x ${box.x}, width ${box.width}`);
  }
});
