import { TEXT_LIMITS } from "@/config";
import type { AppDetailsWire, AppPreviewWire } from "@/api/types/apps";
import { listHandler } from "../crudHandlers";
import { apps, type AppRecord } from "../db/apps";
import { locales } from "../db/locales";
import { appIcon } from "../db/machineApps";
import { hashString } from "../db/random";
import { guarded } from "../guarded";
import { fail, invalid, jsonBody, ok } from "../wire";
import { queryOf, text } from "./fleetBody";

/** A store id as Google Play writes them: dot-separated words of letters, digits and underscores. */
const APP_ID = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/;
/** Ids the demo's store "knows nothing about" (docs/api.md): the add dialog's missing-data path. */
const MISSING = /^missing\./;
const PUBLISHERS = ["Northwind Apps", "Brightleaf Labs", "Pixel Pond", "Tidy Software"];

const knownCode = (code: string): boolean => locales.all().some((l) => `${l.country}_${l.language}` === code);

const storePage = (appId: string, code: string): AppDetailsWire => {
  const known = apps.find((a) => a.app_id === appId);
  const details = known?.details[code] ?? (known ? Object.values(known.details)[0] : undefined);
  const words = appId.split(".").slice(1);
  const name =
    details?.name ??
    words
      .join(" ")
      .replace(/[_-]+/g, " ")
      .replace(/\b\w/g, (c) => c.toUpperCase());
  return {
    name,
    image_src: details?.image_src ?? appIcon({ app_id: appId, name }),
    publisher: details?.publisher ?? PUBLISHERS[hashString(appId) % PUBLISHERS.length],
    category: details?.category ?? "Tools",
    content_rating: details?.content_rating ?? "Everyone",
  };
};

const nextAuid = (): string =>
  `app-${String(Math.max(0, ...apps.all().map((a) => Number(a.auid.slice(4)) || 0)) + 1).padStart(4, "0")}`;

/** The role table has no apps permission: every active user reads and adds the team's apps (docs/api.md). */
export const appHandlers = [
  listHandler("/apps/list", "user", {
    scope: (request) => {
      const status = queryOf(request).get("status");
      return apps.filter((a) => !status || a.status === status);
    },
    search: (app) => [app.app_id, ...Object.values(app.details).flatMap((d) => [d.name ?? null, d.publisher ?? null])],
    sort: "updated:desc",
  }),

  guarded("get", "/apps/search", "user", (info) => {
    const query = queryOf(info.request);
    const appId = (query.get("search") ?? "").trim();
    const code = (query.get("defaultLocale") ?? "").trim();
    if (!APP_ID.test(appId)) return fail(400, "Enter a store id such as com.example.app");
    if (MISSING.test(appId)) return fail(404, "The store has no data for this app");
    const page = storePage(appId, code);
    return ok<AppPreviewWire>({ name: page.name, publisher: page.publisher, image: page.image_src });
  }),

  guarded("post", "/apps/add", "user", async (info) => {
    const body = await jsonBody(info.request);
    const appId = text(body, "app_id");
    const code = text(body, "locale");
    const errors: Record<string, string> = {};
    if (!appId) errors.app_id = "App id is required";
    else if (appId.length > TEXT_LIMITS.name) errors.app_id = `Must have at most ${TEXT_LIMITS.name} characters`;
    if (!code) errors.locale = "Locale is required";
    else if (!knownCode(code)) errors.locale = "Unknown locale";
    if (Object.keys(errors).length > 0) return invalid(errors);
    if (!APP_ID.test(appId) || MISSING.test(appId))
      return fail(400, `The store has no app "${appId}". Check the id on its store page.`);
    if (apps.find((a) => a.app_id === appId)) return fail(409, `${appId} is already in the list`);
    const now = new Date().toISOString();
    const created: AppRecord = {
      auid: nextAuid(),
      app_id: appId,
      details: { [code]: storePage(appId, code) },
      rating: null,
      locale: code,
      updated: now,
      installed: null,
      // The store answered for this id a moment ago, so the app is live there (assumed, docs/api.md).
      status: "ACTIVE",
    };
    return ok(apps.insert(created), { status: 201 });
  }),

  guarded("put", "/apps/updateLocale", "user", async (info) => {
    const body = await jsonBody(info.request);
    const app = apps.find((a) => a.app_id === text(body, "app_id"));
    const code = text(body, "locale");
    if (!app) return fail(404, "App not found");
    if (!knownCode(code)) return invalid({ locale: "Unknown locale" });
    // The store is asked for the app's page in the new locale when the app has none there yet.
    const details = app.details[code] ? app.details : { ...app.details, [code]: storePage(app.app_id, code) };
    apps.update(app.auid, { locale: code, details, updated: new Date().toISOString() });
    return ok(null);
  }),

  guarded("delete", "/apps/delete", "user", (info) => {
    const auid = queryOf(info.request).get("auid") ?? "";
    if (!auid) return invalid({ auid: "App id is required" });
    return apps.remove(auid) ? ok({ auid }) : fail(404, "App not found");
  }),
];
