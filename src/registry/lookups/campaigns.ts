import { campaignsApi } from "@/api/endpoints/campaigns";
import type { CampaignMachineTaskWire } from "@/api/types/campaigns";
import type { MachineListWire } from "@/api/types/machines";
import { defineLookup, resourceApi } from "@/registry/types";
import { joinParts, partsLookup } from "./partsLookup";

export interface MachineTasksRecord {
  /** `<campaign id>|<task id>` */
  id: string;
  tasks: CampaignMachineTaskWire[];
}
export interface ActiveMachinesRecord {
  id: string;
  machines: MachineListWire[];
}

export const machineTasksId = (campaignId: number, taskId: number): string => joinParts(campaignId, taskId);

const campaignMachineTasks = partsLookup("campaign-machine-tasks", async ([campaign = "", task = "0"]) => ({
  tasks: await campaignsApi.machineTasks(campaign, Number(task)),
}));

const campaignActiveMachines = defineLookup({
  name: "campaign-active-machines",
  api: resourceApi<ActiveMachinesRecord>({
    one: async (id) => ({ id, machines: await campaignsApi.activeMachines(id) }),
  }),
});

export const campaignLookups = [campaignMachineTasks, campaignActiveMachines];
