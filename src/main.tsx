import "@ant-design/v5-patch-for-react-19";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { USE_MOCK } from "@/config";
import { initI18n } from "@/providers/i18n";
import { wireHttp } from "@/providers/httpWiring";
import { useUiStore } from "@/state/ui";
import { RouterError } from "@/pages/errors/RouterError";
import { AppRoot } from "./App";
import "./global.css";

async function boot() {
  wireHttp();
  if (USE_MOCK) {
    const { startMockWorker } = await import("@/mocks/browser");
    await startMockWorker();
  }
  await initI18n(useUiStore.getState().language);
  const router = createBrowserRouter([{ path: "*", element: <AppRoot />, errorElement: <RouterError /> }]);
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void boot();
