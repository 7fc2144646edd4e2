import type { CampaignMachineTaskWire } from "@/api/types/campaigns";
import type { TaskWire } from "@/api/types/campaigns";
import type { TaskStatus } from "@/api/types/machines";
import { machines } from "./machines";
import { createRng } from "./random";

/** A task's machine attempts, derived from its counts on each read (nothing stored). */
export const machineTasksOf = (
  task: TaskWire,
  date: string,
  app: CampaignMachineTaskWire["app"],
): CampaignMachineTaskWire[] => {
  const rng = createRng(`campaign-task:${task.id}`);
  const fleet = machines.all();
  if (fleet.length === 0) return [];
  const statuses: TaskStatus[] = [
    ...Array<TaskStatus>(task.success_count).fill("SUCCESS"),
    ...Array<TaskStatus>(task.not_found_count).fill("NONE"),
    ...Array<TaskStatus>(Math.round((task.success_count + task.not_found_count) * 0.05)).fill("ERROR"),
  ];
  const dayStart = Date.parse(`${date}T06:00:00Z`);
  return statuses
    .map((status, i) => ({
      id: task.id * 1000 + i,
      status,
      time_update: new Date(dayStart + rng.int(0, 15 * 3_600_000)).toISOString(),
      name_machine: rng.pick(fleet).name_machine,
      app,
      task: { type: task.type, other_params: task.other_params.keyword ? { keyword: task.other_params.keyword } : {} },
    }))
    .sort((a, b) => b.time_update.localeCompare(a.time_update));
};
