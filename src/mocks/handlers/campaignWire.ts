import { totalsOf, type CampaignDetailWire, type CampaignWire } from "@/api/types/campaigns";
import { apps } from "../db/apps";
import { campaignToday, type CampaignRecord } from "../db/campaigns";
import { locales } from "../db/locales";
import { users } from "../db/users";
import type { MockLanguage } from "../i18n/language";
import { localisedLocale } from "../i18n/localeNames";

/** A campaign as the API answers it, its locale named in the client's language. */
export const toCampaignWire = (row: CampaignRecord, language: MockLanguage): CampaignWire => {
  const app = apps.get(row.auid);
  const details = app ? (app.details[app.locale] ?? Object.values(app.details)[0]) : undefined;
  const stored = locales.get(row.locale_id);
  const locale = stored && localisedLocale(stored, language);
  const owner = users.get(row.owner_uuid);
  return {
    id: row.id,
    app: {
      auid: row.auid,
      app_id: app?.app_id ?? row.auid,
      name: details?.name ?? app?.app_id ?? row.auid,
      image_src: details?.image_src ?? null,
    },
    locale: {
      id: row.locale_id,
      country: locale?.country ?? "",
      language: locale?.language ?? "",
      name: locale?.name ?? String(row.locale_id),
    },
    owner: {
      uuid: row.owner_uuid,
      login: owner?.login ?? "",
      name: owner ? `${owner.name} ${owner.surname}`.trim() : "",
    },
    status: row.status,
    start_date: row.start_date,
    end_date: row.end_date,
    days: row.schedule.length,
    created: row.created,
    ...totalsOf(row.schedule, campaignToday()),
  };
};

export const toCampaignDetailWire = (row: CampaignRecord, language: MockLanguage): CampaignDetailWire => ({
  ...toCampaignWire(row, language),
  schedule: row.schedule,
});
