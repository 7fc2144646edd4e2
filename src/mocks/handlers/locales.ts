import { http } from "msw";
import { TEXT_LIMITS } from "@/config";
import { isTwoLetterCode } from "@/lib/httpUrl";
import { LOCALE_TYPES, type LocaleType } from "@/api/types/locales";
import { holdsRole } from "../roles";
import { listHandler } from "../crudHandlers";
import type { UserRecord } from "../db";
import { pageOf, pageQueryOf } from "../db";
import { locales, orderedLocales, type LocaleRecord } from "../db/locales";
import { localeCounts } from "../db/localeUsage";
import { guarded } from "../guarded";
import { languageOf } from "../i18n/language";
import { localisedLocale } from "../i18n/localeNames";
import { requireUser, type ResolverInfo } from "../session";
import { apiPath, fail, invalid, jsonBody, ok, type FieldErrors } from "../wire";
import { hasErrors, idList, queryOf, text } from "./fleetBody";

/** No locale permission exists: writes need ADMIN or OWNER; every active user may read, as many forms offer locales. */
const requireAdmin = (info: ResolverInfo): UserRecord | Response => {
  const user = requireUser(info);
  if (user instanceof Response) return user;
  return holdsRole(user, ["ADMIN", "OWNER"]) ? user : fail(403, "Permission denied: role ADMIN or OWNER");
};

const LOCALE_SEARCH = ["name", "country", "language"] as const;

const scopedLocales = (request: Request): LocaleRecord[] => {
  const type = queryOf(request).get("type");
  const language = languageOf(request);
  return orderedLocales()
    .filter((l) => !type || l.type === type)
    .map((l) => localisedLocale(l, language));
};

export const localeHandlers = [
  // The locales page's list (assumed): the same paging and search, each locale with its usage counts. Only asked for
  // with the flag, so every form's locale select stays a cheap read; without it msw moves on to the plain list below.
  http.get(apiPath("/locales/list"), (info) => {
    if (queryOf(info.request).get("with_counts") !== "true") return undefined;
    const user = requireAdmin(info);
    if (user instanceof Response) return user;
    const page = pageOf(scopedLocales(info.request), pageQueryOf(info.request), LOCALE_SEARCH);
    const counts = localeCounts(page.list, locales.all());
    return ok({ list: page.list.map((l) => ({ ...l, counts: counts.get(l.id) })), totalCount: page.totalCount });
  }),

  listHandler("/locales/list", "user", { scope: scopedLocales, search: LOCALE_SEARCH }),

  guarded("put", "/locales/", requireAdmin, async (info) => {
    const body = await jsonBody(info.request);
    const language = text(body, "language").toLowerCase();
    const country = text(body, "country").toLowerCase();
    const name = text(body, "name");
    const type = (text(body, "type").toUpperCase() || "STANDARD") as LocaleType;
    const errors: FieldErrors = {};
    if (!language) errors.language = "Language is required";
    else if (!isTwoLetterCode(language)) errors.language = "Language must be a two-letter code";
    if (!country) errors.country = "Country is required";
    else if (!isTwoLetterCode(country)) errors.country = "Country must be a two-letter code";
    if (!name) errors.name = "Name is required";
    else if (name.length > TEXT_LIMITS.name) errors.name = `Must have at most ${TEXT_LIMITS.name} characters`;
    if (!LOCALE_TYPES.includes(type)) errors.type = "Type must be STANDARD or TEST";
    if (hasErrors(errors)) return invalid(errors);
    if (locales.find((l) => l.language === language && l.country === country && l.type === type)) {
      return fail(409, "Locale already exists");
    }
    const all = locales.all();
    const created: LocaleRecord = {
      id: Math.max(0, ...all.map((l) => l.id)) + 1,
      country,
      language,
      name,
      type,
      position: Math.max(0, ...all.map((l) => l.position)) + 1,
    };
    return ok(locales.insert(created), { status: 201 });
  }),

  // Listed ids come first in the given order; any locale left out keeps its relative place after them.
  guarded("patch", "/locales/reorder", requireAdmin, async (info) => {
    const first = await idList(info.request);
    if (!first) return invalid({ ids: "A list of locale ids is required" });
    const unknown = first.filter((id) => !locales.get(id));
    if (unknown.length > 0) return invalid({ ids: `Unknown locales: ${unknown.join(", ")}` });
    const rest = orderedLocales()
      .map((l) => l.id)
      .filter((id) => !first.includes(id));
    [...first, ...rest].forEach((id, i) => locales.update(id, { position: i + 1 }));
    return ok(orderedLocales());
  }),
];
