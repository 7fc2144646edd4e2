import { statisticApi } from "@/api/endpoints/statistic";
import type { DashboardWire, FleetHealthWire, StatisticWire } from "@/api/types/statistic";
import { defineLookup, resourceApi } from "@/registry/types";
import { partsLookup } from "./partsLookup";

export type StatisticRecord = StatisticWire & { id: string };
export type DashboardRecord = DashboardWire & { id: string };
export type FleetHealthRecord = FleetHealthWire & { id: string };

const statisticRange = partsLookup("statistic-range", ([from = "", to = ""]) => statisticApi.range(from, to));

const dashboardSummary = defineLookup({
  name: "dashboard-summary",
  api: resourceApi<DashboardRecord>({ one: async (id) => ({ id, ...(await statisticApi.dashboard()) }) }),
});

const fleetHealth = defineLookup({
  name: "fleet-health",
  api: resourceApi<FleetHealthRecord>({ one: async (id) => ({ id, ...(await statisticApi.fleet()) }) }),
});

export const statisticLookups = [statisticRange, dashboardSummary, fleetHealth];
