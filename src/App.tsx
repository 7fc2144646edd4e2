import { useEffect, useState, type ReactNode } from "react";
import { theme } from "antd";
import type { Locale } from "antd/es/locale";
import { loadAntdLocale } from "@/lib/locales";
import { ToastHost } from "@/components/ToastHost";
import { useUiStore } from "@/state/ui";
import { ThemeProvider } from "@/theme/ThemeProvider";
import { AppRoutes } from "@/routing/AppRoutes";
import { NavigatorBridge } from "@/routing/NavigatorBridge";
import { OfflineBanner } from "@/pages/status/OfflineBanner";

/** What antd's <App> gave plain text: the theme's colour, font and size. */
function Surface({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </div>
  );
}

export function AppRoot() {
  const language = useUiStore((s) => s.language);
  const [locale, setLocale] = useState<Locale | undefined>();

  useEffect(() => {
    let live = true;
    void loadAntdLocale(language).then((l) => live && setLocale(l));
    return () => {
      live = false;
    };
  }, [language]);

  return (
    <ThemeProvider locale={locale}>
      <Surface>
        <ToastHost />
        <OfflineBanner />
        <NavigatorBridge />
        <AppRoutes />
      </Surface>
    </ThemeProvider>
  );
}
