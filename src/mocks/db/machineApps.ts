import { hashString } from "./random";

/** Store apps of machine tasks; icons are inline SVG so the mock needs no image host. */
interface TaskApp {
  app_id: string;
  name: string;
  keywords: readonly string[];
}

export const TASK_APPS: readonly TaskApp[] = [
  {
    app_id: "com.brightleaf.budget",
    name: "Brightleaf Budget",
    keywords: ["budget planner", "expense tracker", "money manager"],
  },
  { app_id: "io.runloop.fitness", name: "Runloop Fitness", keywords: ["running app", "step counter", "workout log"] },
  { app_id: "com.tidyhome.cleaner", name: "Tidy Home", keywords: ["cleaning schedule", "chore chart"] },
  { app_id: "net.pixelpond.puzzle", name: "Pixel Pond Puzzle", keywords: ["puzzle game", "match 3", "brain games"] },
  { app_id: "com.quicknote.notes", name: "QuickNote", keywords: ["notes app", "to do list", "notepad"] },
  { app_id: "app.lingua.lessons", name: "Lingua Lessons", keywords: ["learn english", "language app", "vocabulary"] },
  { app_id: "com.metroride.transit", name: "MetroRide", keywords: ["bus times", "metro map", "transit app"] },
  { app_id: "io.snapframe.editor", name: "SnapFrame Editor", keywords: ["photo editor", "collage maker", "filters"] },
];

export const TASK_TYPES = ["KEYWORD_INSTALL", "DIRECT_INSTALL", "FEEDBACK", "OPEN_APP"] as const;

const PALETTE = ["#1677ff", "#13c2c2", "#52c41a", "#fa8c16", "#eb2f96", "#722ed1", "#2f54eb", "#fa541c"] as const;

const icons = new Map<string, string>();

export const appIcon = (app: Pick<TaskApp, "app_id" | "name">): string => {
  const cached = icons.get(app.app_id);
  if (cached) return cached;
  const color = PALETTE[hashString(app.app_id) % PALETTE.length];
  const initial = app.name
    .charAt(0)
    .toUpperCase()
    .replace(/[<>&"']/g, "");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">` +
    `<rect width="48" height="48" rx="11" fill="${color}"/>` +
    `<text x="24" y="24" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="22" font-weight="700" fill="#ffffff">${initial}</text></svg>`;
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  icons.set(app.app_id, url);
  return url;
};

export const findTaskApp = (appId: string): TaskApp | undefined => TASK_APPS.find((a) => a.app_id === appId);
