import { request } from "@/api/http";
import type { DashboardWire, FleetHealthWire, StatisticWire } from "@/api/types/statistic";

/** docs/api.md "Statistic" (assumed). */
export const statisticApi = {
  /** GET /statistic?from=&to= (ADMIN, OWNER) */
  range: (from: string, to: string): Promise<StatisticWire> =>
    request<StatisticWire>("GET", "/statistic", { params: { from, to } }),
  /** GET /dashboard: every active user's dashboard figures */
  dashboard: (): Promise<DashboardWire> => request<DashboardWire>("GET", "/dashboard"),
  /** GET /dashboard/fleet (ADMIN, OWNER) */
  fleet: (): Promise<FleetHealthWire> => request<FleetHealthWire>("GET", "/dashboard/fleet"),
};
