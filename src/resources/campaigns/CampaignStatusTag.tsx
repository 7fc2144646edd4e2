import { useTranslate } from "@refinedev/core";
import type { CampaignStatus } from "@/api/types/campaigns";
import { ToneTag } from "@/components/widgets/ToneTag";

const TONES = { ACTIVE: "green", PAUSED: "orange", FINISHED: "blue", STOPPED: "default" } as const satisfies Record<
  CampaignStatus,
  string
>;

export const CampaignStatusTag = ({ status }: { status: CampaignStatus }) => {
  const t = useTranslate();
  return <ToneTag tone={TONES[status]}>{t(`campaigns.status.${status}`)}</ToneTag>;
};
