import { useTranslate } from "@refinedev/core";
import type { CampaignStatus } from "@/api/types/campaigns";
import { ToneTag } from "@/components/widgets/ToneTag";
import { CAMPAIGN_STATUS_TONES } from "@/registry/areas/campaigns";

export const CampaignStatusTag = ({ status }: { status: CampaignStatus }) => {
  const t = useTranslate();
  return <ToneTag tone={CAMPAIGN_STATUS_TONES[status]}>{t(`campaigns.status.${status}`)}</ToneTag>;
};
