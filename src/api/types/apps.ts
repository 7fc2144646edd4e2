/** Details are keyed by locale code `country_language` ("us_en"). */
export const APP_STATUSES = ["PENDING", "ACTIVE", "BANNED"] as const;
export type AppStatus = (typeof APP_STATUSES)[number];

export interface AppDetailsWire {
  name: string;
  image_src: string;
  publisher: string;
  category: string;
  content_rating: string;
}

export interface AppRatingWire {
  rating: number;
  reviews: string;
  installs: string;
}

export interface AppWire {
  auid: string;
  app_id: string;
  details: Record<string, Partial<AppDetailsWire>>;
  /** absent for an app the store has not rated yet (the API's defaults are 0, "0", "0") */
  rating: Partial<AppRatingWire> | null;
  locale: string;
  updated: string | null;
  installed: string | null;
  status: AppStatus;
}

export interface AppDetails {
  name: string | null;
  imageSrc: string | null;
  publisher: string | null;
  category: string | null;
  contentRating: string | null;
}

export interface App {
  auid: string;
  appId: string;
  details: Record<string, AppDetails>;
  rating: { rating: number; reviews: string; installs: string };
  locale: string;
  updated: string | null;
  installed: string | null;
  status: AppStatus;
}

const orNull = (value: string | undefined): string | null => (value === undefined || value === "" ? null : value);

const toAppDetails = (w: Partial<AppDetailsWire>): AppDetails => ({
  name: orNull(w.name),
  imageSrc: orNull(w.image_src),
  publisher: orNull(w.publisher),
  category: orNull(w.category),
  contentRating: orNull(w.content_rating),
});

export const toApp = (w: AppWire): App => ({
  auid: w.auid,
  appId: w.app_id,
  details: Object.fromEntries(Object.entries(w.details ?? {}).map(([code, d]) => [code, toAppDetails(d)])),
  rating: {
    rating: w.rating?.rating ?? 0,
    reviews: w.rating?.reviews ?? "0",
    installs: w.rating?.installs ?? "0",
  },
  locale: w.locale,
  updated: w.updated,
  installed: w.installed,
  status: w.status,
});

/** The details an app card shows: those of its default locale, or null (the card renders nothing). */
export const appDetailsFor = (app: App, code: string = app.locale): AppDetails | null => app.details[code] ?? null;

/** The add-app field keeps letters, digits, dot, underscore and hyphen only. */
export const cleanAppId = (text: string): string => text.replace(/[^A-Za-z0-9._-]/g, "");

/** GET /apps/search: the store's view of an app id in a locale, for the add dialog's preview. */
export interface AppPreviewWire {
  name: string;
  publisher: string;
  image: string;
}
