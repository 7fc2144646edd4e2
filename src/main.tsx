import "@ant-design/v5-patch-for-react-19";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { USE_MOCK } from "@/config";
import { initI18n } from "@/providers/i18n";
import { wireHttp } from "@/providers/httpWiring";
import { useUiStore } from "@/state/ui";
import { useAuthStore } from "@/state/auth";
import { backendReady, setBackendStarter } from "@/api/backendGate";
import { RouterError } from "@/pages/errors/RouterError";
import { installDialogSentinelSkip } from "@/components/layout/dialogSentinel";
import { AppRoot } from "./App";
import "./global.css";

// In the main chunk (issue 8): a lazy error screen fails with the very chunk load it should report.
const routerError = <RouterError />;

async function boot() {
  wireHttp();
  installDialogSentinelSkip();
  if (USE_MOCK) {
    setBackendStarter(() => import("@/mocks/browser").then((mock) => mock.startMockWorker()));
    // A stored session calls the API and opens the live socket right away: start the mock now.
    // A signed-out visitor gets it on the first call, so the sign-in page loads without it.
    if (useAuthStore.getState().user) await backendReady();
  }
  await initI18n(useUiStore.getState().language);
  const router = createBrowserRouter([{ path: "*", element: <AppRoot />, errorElement: routerError }]);
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void boot();
