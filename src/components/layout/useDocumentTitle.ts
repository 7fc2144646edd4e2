import { useEffect } from "react";
import { useTranslate } from "@refinedev/core";

/**
 * The browser tab and the screen reader's page name: "<page> · <app>" in the UI language, not
 * "Operator Panel" on every page. The title lives outside React, so an effect keeps it in step.
 */
export const useDocumentTitle = (page: string | undefined): void => {
  const t = useTranslate();
  const app = t("def.app_title");
  const title = page ? `${page} · ${app}` : app;
  useEffect(() => {
    document.title = title;
  }, [title]);
};
