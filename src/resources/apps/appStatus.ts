import type { App, AppStatus } from "@/api/types/apps";

/** Grey for PENDING, red for BANNED, green otherwise. */
export const statusColor = (status: AppStatus): "default" | "error" | "success" =>
  status === "PENDING" ? "default" : status === "BANNED" ? "error" : "success";

export const appName = (app: Pick<App, "details" | "locale" | "appId">): string =>
  app.details[app.locale]?.name ?? app.appId;

/** Promote and Manage keywords are offered for ACTIVE apps only. */
export const isActive = (app: Pick<App, "status">): boolean => app.status === "ACTIVE";

export const storeUrl = (appId: string, code: string): string => {
  const [country = "", language = ""] = code.split("_");
  const query = new URLSearchParams({ id: appId, gl: country.toUpperCase(), hl: language });
  return `https://play.google.com/store/apps/details?${query.toString()}`;
};
