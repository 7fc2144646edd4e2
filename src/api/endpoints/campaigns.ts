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

/** docs/api.md "Campaigns" (assumed: the spec shows no campaign calls). */
export const campaignsApi = {
  /** GET /campaigns/list: the caller's own campaigns; search (app), sort, status filter */
  mine: pagedList("/campaigns/list", asCampaign),
  /** GET /campaigns/users-list: every user's (ADMIN, OWNER); owner filter by uuid */
  all: pagedList("/campaigns/users-list", asCampaign),
  /** GET /campaigns/?id=: one campaign with its schedule */
  one: (id: string): Promise<CampaignDetail> => request<CampaignDetail>("GET", "/campaigns/", byId(id)),
  /** GET /campaigns/machine-tasks?id=&task_id=: a task's machine attempts */
  machineTasks: (id: string | number, taskId: number): Promise<CampaignMachineTaskWire[]> =>
    request<CampaignMachineTaskWire[]>("GET", "/campaigns/machine-tasks", {
      params: { id: String(id), task_id: taskId },
    }),
  /** GET /campaigns/active-machines?id=: the machines working on it now */
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
