import { request } from "@/api/http";
import type { DashboardWire, FleetHealthWire, StatisticWire } from "@/api/types/statistic";

export const statisticApi = {
  /** GET /statistic?from=&to= (ADMIN, OWNER) */
  range: (from: string, to: string): Promise<StatisticWire> =>
    request<StatisticWire>("GET", "/statistic", { params: { from, to } }),
  dashboard: (): Promise<DashboardWire> => request<DashboardWire>("GET", "/dashboard"),
  fleet: (): Promise<FleetHealthWire> => request<FleetHealthWire>("GET", "/dashboard/fleet"),
};
