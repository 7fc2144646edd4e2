import { useMemo, type ReactNode } from "react";
import { ConfigProvider, type ConfigProviderProps } from "antd";
import { useUiStore } from "@/state/ui";
import { themeConfig } from "./themeConfig";
import { useDocumentTheme } from "./useDocumentTheme";
import { usePrefersReducedMotion } from "./usePrefersReducedMotion";

export interface ThemeProviderProps {
  children: ReactNode;
  locale?: ConfigProviderProps["locale"];
}

/**
 * antd theme and locale for the whole app, following the persisted light/dark choice. antd's
 * <App> belongs inside this provider so static message/notification calls get the same theme.
 */
export const ThemeProvider = ({ children, locale }: ThemeProviderProps) => {
  const mode = useUiStore((s) => s.theme);
  useDocumentTheme(mode);
  const reducedMotion = usePrefersReducedMotion();
  const config = useMemo(() => themeConfig(mode, { reducedMotion }), [mode, reducedMotion]);
  // rc-dialog names its close button "Close" whatever the locale; antd's word for it, per language.
  const close = locale?.global?.close;
  const closable = useMemo(() => (close ? { closable: { "aria-label": close } } : undefined), [close]);

  return (
    <ConfigProvider theme={config} locale={locale} modal={closable} drawer={closable}>
      {children}
    </ConfigProvider>
  );
};
