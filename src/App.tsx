import { useEffect, useState, type ReactNode } from "react";
import { theme } from "antd";
import type { Locale } from "antd/es/locale";
import { useNavigate } from "react-router";
import { loadAntdLocale } from "@/lib/locales";
import { ToastHost } from "@/components/ToastHost";
import { setNavigator } from "@/api/redirect";
import { useUiStore } from "@/state/ui";
import { ThemeProvider } from "@/theme/ThemeProvider";
import { AppRoutes } from "@/routing/AppRoutes";
import { OfflineBanner } from "@/pages/status/OfflineBanner";

/** Hands the router's navigate to the request layer, which redirects without knowing React. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => void navigate(path, { replace: true }));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

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
