import { campaignDetail } from "@/registry/areas/campaigns";
import { routeTo } from "@/registry/recordUrl";

export const detailPath = (id: number): string => routeTo(campaignDetail, { id });
