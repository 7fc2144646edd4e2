import { KEYWORDS_PER_SUBMISSION, cleanKeyword, type KeywordWire } from "@/api/types/keywords";
import { TEXT_LIMITS } from "@/config";
import { listHandler } from "../crudHandlers";
import { apps } from "../db/apps";
import { keywords, nextKuid, type KeywordRecord } from "../db/keywords";
import { locales } from "../db/locales";
import { createRng } from "../db/random";
import { guarded } from "../guarded";
import { fail, invalid, jsonBody, ok } from "../wire";
import { numberOrNull, queryOf, text } from "./fleetBody";
import { keywordHistoryHandler } from "./keywordHistory";

const PERMISSIONS = { view: "view:keywords", edit: "edit:keywords", delete: "delete:keywords" } as const;

const kuidOf = (request: Request): string => queryOf(request).get("kuid") ?? "";

/** A check asks the store again: the position moves a little, or the keyword (re)enters the top 250. */
const recheck = (row: KeywordRecord): KeywordRecord => {
  const rng = createRng(`${row.kuid}@${row.time_check ?? ""}`);
  const found = rng.chance(0.9);
  const position = found ? Math.min(250, Math.max(1, (row.position ?? rng.int(120, 250)) + rng.int(-12, 8))) : null;
  return {
    ...row,
    status: found ? "TRACKED" : "NOT_RANKED",
    position,
    position_diff: position !== null && row.position !== null ? row.position - position : null,
    time_check: new Date().toISOString(),
  };
};

/** View, edit and delete need the keywords permissions; lists are one app in one locale. */
export const keywordHandlers = [
  listHandler("/keywords/list", PERMISSIONS.view, {
    scope: (request) => {
      const query = queryOf(request);
      const auid = query.get("auid");
      const locale = Number(query.get("locale_id"));
      const favorite = query.get("favorite") === "true";
      return keywords.filter(
        (k) => (!auid || k.auid === auid) && (!locale || k.locale === locale) && (!favorite || k.favorite),
      );
    },
    search: ["keyword"],
    sort: "position:asc",
  }),

  guarded("post", "/keywords/check", PERMISSIONS.edit, (info) => {
    const row = keywords.get(kuidOf(info.request));
    if (!row) return fail(404, "Keyword not found");
    return ok<KeywordWire>(keywords.update(row.kuid, recheck(row)) ?? row);
  }),

  guarded("put", "/keywords/favorite", PERMISSIONS.edit, (info) => {
    const row = keywords.get(kuidOf(info.request));
    if (!row) return fail(404, "Keyword not found");
    return ok<KeywordWire>(keywords.update(row.kuid, { favorite: !row.favorite }) ?? row);
  }),

  guarded("delete", "/keywords/delete", PERMISSIONS.delete, (info) => {
    const kuid = kuidOf(info.request);
    return keywords.remove(kuid) ? ok({ kuid }) : fail(404, "Keyword not found");
  }),

  guarded("post", "/keywords/add", PERMISSIONS.edit, async (info) => {
    const body = await jsonBody(info.request);
    const auid = text(body, "auid");
    const locale = numberOrNull(body, "locale");
    const sent = Array.isArray(body.keywords) ? body.keywords.filter((k): k is string => typeof k === "string") : [];
    const words = [...new Set(sent.map(cleanKeyword).filter(Boolean))];
    const errors: Record<string, string> = {};
    if (!auid) errors.auid = "App is required";
    else if (!apps.get(auid)) errors.auid = "Unknown app";
    if (locale === null) errors.locale = "Locale is required";
    else if (!locales.get(locale)) errors.locale = "Unknown locale";
    if (words.length === 0) errors.keywords = "At least one keyword is required";
    else if (sent.length > KEYWORDS_PER_SUBMISSION)
      errors.keywords = `At most ${KEYWORDS_PER_SUBMISSION} keywords per submission`;
    else if (words.some((w) => w.length > TEXT_LIMITS.name))
      errors.keywords = `A keyword has at most ${TEXT_LIMITS.name} characters`;
    if (Object.keys(errors).length > 0) return invalid(errors);
    const tracked = new Set(keywords.filter((k) => k.auid === auid && k.locale === locale).map((k) => k.keyword));
    const fresh = words.filter((w) => !tracked.has(w));
    for (const keyword of fresh)
      keywords.insert({
        kuid: nextKuid(),
        auid,
        keyword,
        favorite: false,
        status: "CHECKING",
        locale: locale ?? 0,
        position: null,
        position_diff: null,
        time_check: null,
      });
    return ok({ added: fresh.length, skipped: words.filter((w) => tracked.has(w)) }, { status: 201 });
  }),

  keywordHistoryHandler,
];
