import type { NotificationProvider } from "@refinedev/core";
import { configureHttp } from "@/api/httpHooks";
import { isCircuitOpenMessage, MESSAGES } from "@/api/apiError";
import { useAuthStore } from "@/state/auth";
import { i18nProvider } from "./i18n";
import { toast } from "./notification";
import { rememberPage } from "./authRedirect";

const t = (key: string, fallback: string): string => i18nProvider.translate(key, undefined, fallback);

/** The request layer learns at boot how to drop the session and how to say the user is offline. */
export const wireHttp = (): void =>
  configureHttp({
    onSessionExpired: () => {
      // Signing in again returns to the page the lost session interrupted.
      rememberPage(`${window.location.pathname}${window.location.search}`);
      useAuthStore.setState({ user: null, apiKey: null, tokenChecked: false });
    },
    onOffline: () => toast("warning", t("error.offline.alert", MESSAGES.offline), undefined, undefined, "offline"),
  });

/** An open breaker's failure reads as one translated sentence, not refine's "Error (status code: N)". */
export const withRequestErrorTexts = (provider: NotificationProvider): NotificationProvider => ({
  ...provider,
  open: (params) => {
    if (params.type !== "error" || !isCircuitOpenMessage(params.description)) return provider.open(params);
    return provider.open({
      ...params,
      key: "circuit-open",
      message: t("error.request.failed", "Request failed"),
      description: t("error.request.circuit_open", "The server is not answering right now."),
    });
  },
});
