import "@ant-design/v5-patch-for-react-19";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { initI18n } from "@/providers/i18n";
import { wireHttp } from "@/providers/httpWiring";
import { useUiStore } from "@/state/ui";
import { useAuthStore } from "@/state/auth";
import { backendReady, setBackendStarter } from "@/api/backendGate";
import { RouterErrorBoundary } from "@/pages/errors/RouterError";
import { installDialogSentinelSkip } from "@/components/layout/dialogSentinel";
import { preloadSignedInEntry } from "@/routing/AppRoutes";
import { startBootCheck } from "@/routing/bootCheck";
import { loadAntdStyles } from "@/theme/antdStyles";
import { REDUCED_MOTION_QUERY } from "@/lib/useMediaQuery";
import { AppRoot } from "./App";
import "./global.css";

async function boot() {
  wireHttp();
  installDialogSentinelSkip();
  // A failed chunk is the lazy route's to report when it renders.
  if (useAuthStore.getState().user) preloadSignedInEntry(window.location.pathname).catch(() => undefined);
  // A literal `import.meta.env` read, so with VITE_API_URL set the mock's chunk leaves the bundle.
  let backend: Promise<void> | undefined;
  if (!import.meta.env.VITE_API_URL) {
    setBackendStarter(() => import("@/mocks/browser").then((mock) => mock.startMockWorker()));
    // A stored session needs the API at once; a signed-out visitor gets the mock on the first call.
    if (useAuthStore.getState().user) backend = backendReady();
  }
  // The signed-in pages' antd styles come built (src/theme/antdStyles.ts); the sign-in page lets antd write its few.
  let styles: Promise<void> | undefined;
  if (useAuthStore.getState().user) {
    styles = loadAntdStyles(useUiStore.getState().theme, window.matchMedia(REDUCED_MOTION_QUERY).matches);
    startBootCheck(window.location.pathname);
  }
  // The translations are static files: they load while the mock starts.
  await Promise.all([backend, initI18n(useUiStore.getState().language), styles]);
  // The error screen is in the main chunk: a lazy one fails with the very chunk load it should report.
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <RouterErrorBoundary>
        <BrowserRouter>
          <AppRoot />
        </BrowserRouter>
      </RouterErrorBoundary>
    </StrictMode>,
  );
}

void boot();
