import { useState } from "react";
import { useInvalidate, useTranslate } from "@refinedev/core";
import { serversApi } from "@/api/endpoints/servers";
import type { Server, ServerVersion } from "@/api/types/servers";
import { useConfirm } from "@/components/widgets/useConfirm";
import { toast } from "@/providers/notification";
import { errorText } from "@/lib/errorText";

/** Confirm, POST /servers/update with the chosen ids, show the reported versions, reload every server view. */
export const usePushUpdate = () => {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const { confirm, dialog } = useConfirm();
  const [pushing, setPushing] = useState(false);
  const [result, setResult] = useState<ServerVersion[] | null>(null);

  const push = async (chosen: readonly Pick<Server, "id" | "name">[]): Promise<boolean> => {
    if (chosen.length === 0) return false;
    const sure = await confirm({
      title: t("servers.update_center.confirm_title"),
      description: t("servers.update_center.confirm_description", {
        count: chosen.length,
        names: chosen.map((s) => s.name).join(", "),
      }),
      confirmText: t("servers.update_center.confirm"),
    });
    if (!sure) return false;
    setPushing(true);
    try {
      const versions = await serversApi.pushUpdate(chosen.map((s) => s.id));
      setResult(versions);
      toast("success", t("servers.update_center.success", { count: versions.length }));
      await invalidate({ resource: "servers", invalidates: ["resourceAll"] });
      return true;
    } catch (error) {
      console.error(error);
      toast("error", t("servers.update_center.failed"), errorText(error));
      return false;
    } finally {
      setPushing(false);
    }
  };

  return { push, pushing, result, clearResult: () => setResult(null), dialog };
};
