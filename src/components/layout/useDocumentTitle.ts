import { useEffect } from "react";
import { useTranslate } from "@refinedev/core";

/** "<page> · <app>" in the UI language for the tab and screen readers, kept in step by an effect. */
export const useDocumentTitle = (page: string | undefined): void => {
  const t = useTranslate();
  const app = t("def.app_title");
  const title = page ? `${page} · ${app}` : app;
  useEffect(() => {
    document.title = title;
  }, [title]);
};
