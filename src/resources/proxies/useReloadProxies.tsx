import { useState } from "react";
import { useInvalidate, useTranslate } from "@refinedev/core";
import { proxyConfigsApi } from "@/api/endpoints/proxies";
import type { ProxyConfig } from "@/api/types/proxies";
import { useConfirm } from "@/components/widgets/useConfirm";
import { toast } from "@/providers/notification";
import { errorText } from "@/lib/errorText";
import { configLabel } from "./proxyFormat";

/** Reloading replaces every proxy's port and credentials, so it is confirmed first. */
export const useReloadProxies = () => {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const { confirm, dialog } = useConfirm();
  const [reloadingId, setReloadingId] = useState<number | null>(null);

  const reload = async (config: ProxyConfig): Promise<void> => {
    const confirmed = await confirm({
      title: t("proxy.reload.confirm_title"),
      description: t("proxy.reload.confirm_text", { config: configLabel(config) }),
      confirmText: t("proxy.reload.confirm"),
    });
    if (!confirmed) return;
    setReloadingId(config.id);
    try {
      const { reloaded } = await proxyConfigsApi.reload(config.id);
      toast("success", t("proxy.reload.done", { reloaded }), configLabel(config));
      await Promise.all([
        invalidate({ resource: "proxies", invalidates: ["list"] }),
        invalidate({ resource: "proxy-configs", invalidates: ["list"] }),
      ]);
    } catch (error) {
      toast("error", t("proxy.reload.failed"), errorText(error, t("proxy.errors.unknown")));
    } finally {
      setReloadingId(null);
    }
  };

  return { reload, reloadingId, dialog };
};
