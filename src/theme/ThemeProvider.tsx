import { useMemo, type ReactNode } from "react";
import { ConfigProvider, type ConfigProviderProps } from "antd";
import { useUiStore } from "@/state/ui";
import { themeConfig } from "./themeConfig";
import { useDocumentTheme } from "./useDocumentTheme";
import { usePrefersReducedMotion } from "./usePrefersReducedMotion";

interface ThemeProviderProps {
  children: ReactNode;
  locale?: ConfigProviderProps["locale"];
}

/** antd theme and locale for the app; antd's <App> goes inside so static calls get the theme. */
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
