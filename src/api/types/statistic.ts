import type { CampaignTaskType } from "./campaigns";

/** The admin dashboard's figures (assumed, docs/api.md "Statistic"). */
export interface InstallsDayWire {
  date: string;
  type: CampaignTaskType;
  installs: number;
  not_found: number;
}

export interface CountWire {
  name: string;
  count: number;
}

export interface StatisticSummaryWire {
  /** the rates' parts over the range */
  totals: { planned: number; installs: number; not_found: number };
  campaigns_per_user: CountWire[];
  machines_by_server: { server: string; status: string; count: number }[];
  accounts_by_status: CountWire[];
  sms_numbers_by_service: CountWire[];
  proxies_per_config: CountWire[];
}

export interface StatisticWire {
  installs: InstallsDayWire[];
  summary: StatisticSummaryWire;
}

/** The dashboard (/): what every active user sees, plus fleet health for ADMIN and OWNER. */
export interface DashboardWire {
  apps_by_status: CountWire[];
  keyword_movers: {
    kuid: string;
    keyword: string;
    /** the keyword's app and locale, for the link to its history */
    auid: string;
    locale_id: number;
    app: string;
    locale: string;
    position: number | null;
    position_diff: number;
  }[];
}

export interface FleetHealthWire {
  machines_by_status: CountWire[];
  servers_outdated: { id: number; name: string; version_bot: string; latest: string }[];
}

/** Values quoted when needed. */
export const toCsv = (rows: readonly Record<string, string | number | null>[]): string => {
  const first = rows[0];
  if (!first) return "";
  const keys = Object.keys(first);
  const cell = (v: string | number | null): string => {
    const text = v === null ? "" : String(v);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [keys.join(","), ...rows.map((r) => keys.map((k) => cell(r[k] ?? null)).join(","))].join("\n") + "\n";
};
