import { request } from "@/api/http";
import type {
  Campaign,
  CampaignDetail,
  CampaignInput,
  CampaignMachineTaskWire,
  CampaignWire,
} from "@/api/types/campaigns";
import type { MachineListWire } from "@/api/types/machines";
import { pagedList } from "./calls";

const byId = (id: string | number) => ({ params: { id: String(id) } });
const asCampaign = (w: CampaignWire): Campaign => w;

/** The campaign calls are assumed (docs/api.md "Campaigns"): the API's description shows none. */
export const campaignsApi = {
  /** GET /campaigns/list: the caller's own campaigns; search (app), sort, status filter */
  mine: pagedList("/campaigns/list", asCampaign),
  /** GET /campaigns/users-list: every user's (ADMIN, OWNER); owner filter by uuid */
  all: pagedList("/campaigns/users-list", asCampaign),
  one: (id: string): Promise<CampaignDetail> => request<CampaignDetail>("GET", "/campaigns/", byId(id)),
  machineTasks: (id: string | number, taskId: number): Promise<CampaignMachineTaskWire[]> =>
    request<CampaignMachineTaskWire[]>("GET", "/campaigns/machine-tasks", {
      params: { id: String(id), task_id: taskId },
    }),
  activeMachines: (id: string | number): Promise<MachineListWire[]> =>
    request<MachineListWire[]>("GET", "/campaigns/active-machines", byId(id)),
  create: (input: CampaignInput): Promise<Campaign> =>
    request<CampaignWire>("POST", "/campaigns/add", { data: input }).then(asCampaign),
  pause: (id: string | number): Promise<Campaign> => request<CampaignWire>("PUT", "/campaigns/pause", byId(id)),
  resume: (id: string | number): Promise<Campaign> => request<CampaignWire>("PUT", "/campaigns/resume", byId(id)),
  stop: (id: string | number): Promise<Campaign> => request<CampaignWire>("PUT", "/campaigns/stop", byId(id)),
  remove: async (id: string | number): Promise<void> => {
    await request<unknown>("DELETE", "/campaigns/delete", byId(id));
  },
};
