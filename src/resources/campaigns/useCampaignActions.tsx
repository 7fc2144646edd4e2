import { useCallback, useState } from "react";
import { useInvalidate, useTranslate } from "@refinedev/core";
import type { Campaign } from "@/api/types/campaigns";
import { useConfirm } from "@/components/widgets/useConfirm";
import { errorText } from "@/lib/errorText";
import { toast } from "@/providers/notification";

export type CampaignAction = "pause" | "resume" | "stop" | "remove";

export const useCampaignActions = () => {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<number | null>(null);

  // Stable, so the lists' actions and columns are not rebuilt at each live progress message.
  const run = useCallback(
    async (campaign: Campaign, action: CampaignAction) => {
      const confirmed = await confirm({
        title: t(`campaigns.actions.${action}.title`, { app: campaign.app.name }),
        description: t(`campaigns.actions.${action}.description`),
        confirmText: t(`campaigns.actions.${action}.confirm`),
        danger: action === "stop" || action === "remove",
      });
      if (!confirmed) return;
      setBusy(campaign.id);
      try {
        const { campaignsApi } = await import("@/api/endpoints/campaigns");
        await campaignsApi[action](campaign.id);
        toast("success", t(`campaigns.actions.${action}.done`, { app: campaign.app.name }));
        await Promise.all(
          ["campaign-list", "campaign-users-list"].map((resource) =>
            invalidate({ resource, invalidates: ["list", "detail"], id: campaign.id }),
          ),
        );
      } catch (error) {
        console.error(error);
        toast("error", t("campaigns.actions.failed"), errorText(error, t("campaigns.actions.failed")));
      } finally {
        setBusy(null);
      }
    },
    [confirm, t, invalidate],
  );

  return { run, busy, dialog };
};
