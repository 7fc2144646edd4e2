// Timings perf.mjs takes the same way on the console and on the bare refine app: the first table
// row of a cold load, and the main thread's long tasks while a 20,000-row virtual table scrolls
// and sorts.
import { longTasksSince, watchLongTasks } from "../lib/ui.mjs";

/** The first body row of an antd table, plain or virtual. */
const FIRST_ROW = "tbody tr.ant-table-row, .ant-table-tbody-virtual .ant-table-row";
const WHEEL_STEPS = 40;
/** A mouse wheel's notch in Chromium. */
const WHEEL_DELTA = 100;
/** Between notches: a quick, steady spin of the wheel. */
const WHEEL_PAUSE_MS = 50;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

/** Milliseconds from the navigation's start to the first table row of a cold load of `url` in a fresh context. */
async function oneFirstRow(makeContext, url) {
  const context = await makeContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    const ms = await page.waitForFunction(
      (row) => (document.querySelector(row) ? performance.now() : false),
      FIRST_ROW,
      { timeout: 60_000, polling: "raf" },
    );
    return Math.round(await ms.jsonValue());
  } finally {
    await context.close();
  }
}

/**
 * The first table row of a cold load of `url` in a fresh context made by `makeContext` (nothing
 * cached), `runs` times: the median and every run.
 */
export async function firstRow(makeContext, url, runs) {
  const [result] = await firstRowsTakenInTurn([{ makeContext, url }], runs);
  return result;
}

/**
 * firstRow for several apps, one run of each in turn: two apps compared this way see the same
 * machine, where one series after the other saw it 10-20 % apart on a busy afternoon.
 */
export async function firstRowsTakenInTurn(targets, runs) {
  const times = targets.map(() => []);
  for (let i = 0; i < runs; i += 1)
    for (const [t, { makeContext, url }] of targets.entries()) times[t].push(await oneFirstRow(makeContext, url));
  return times.map((runTimes) => ({ medianMs: median(runTimes), runs: runTimes }));
}

/** Long tasks since `from`: how many, the longest, and the total blocking time (each one's time over 50 ms). */
async function tasksSince(page, from) {
  const tasks = await longTasksSince(page, from);
  return {
    count: tasks.length,
    maxMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
    blockingMs: Math.round(tasks.reduce((n, t) => n + Math.max(0, t.duration - 50), 0)),
  };
}

/** Call before the page's first navigation: the long-task observer must see the load. */
export const watchTasks = watchLongTasks;

/**
 * On a page showing a virtual table: WHEEL_STEPS wheel notches over its body, then a click on the
 * sortable header named `column` until the first row changes. Long tasks of each.
 */
export async function scrollAndSort(page, column) {
  const body = page.locator(".ant-table-tbody-virtual, .ant-table-body").first();
  await body.waitFor({ timeout: 60_000 });
  const box = await body.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
  await page.waitForTimeout(1_000);
  let from = await page.evaluate(() => performance.now());
  for (let i = 0; i < WHEEL_STEPS; i += 1) {
    await page.mouse.wheel(0, WHEEL_DELTA);
    await page.waitForTimeout(WHEEL_PAUSE_MS);
  }
  await page.waitForTimeout(1_000);
  const scrolled = await page.evaluate(
    () => document.querySelector(".ant-table-tbody-virtual-holder, .ant-table-body")?.scrollTop ?? 0,
  );
  const scroll = { ...(await tasksSince(page, from)), scrolledPx: Math.round(scrolled) };

  const first = () => page.evaluate((row) => document.querySelector(row)?.textContent ?? "", FIRST_ROW);
  const before = await first();
  from = await page.evaluate(() => performance.now());
  await page.locator("th.ant-table-column-has-sorters", { hasText: column }).first().click();
  await page.waitForFunction(([row, text]) => document.querySelector(row)?.textContent !== text, [FIRST_ROW, before], {
    timeout: 60_000,
  });
  await page.waitForTimeout(1_000);
  const sort = await tasksSince(page, from);
  return { scroll, sort };
}
