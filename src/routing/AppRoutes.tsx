import { Navigate, Route, Routes } from "react-router";
import { lazyPage } from "@/components/lazyPage";
import { GuestOnly } from "./GuestOnly";
import { StatusGuard } from "./StatusGuard";
import { page } from "./page";
// The status screens are in the main chunk: they must show when nothing more can be loaded.
import NewUserPage from "@/pages/status/NewUserPage";
import BanUserPage from "@/pages/status/BanUserPage";
import ServerUnavailablePage from "@/pages/status/ServerUnavailablePage";

// Chunks of their own: the sign-in page loads neither the registry nor the shell.
const AuthPage = lazyPage(() => import("@/pages/auth/AuthPage"));
const SignedInRoutes = lazyPage(() => import("./SignedInRoutes"));

/** With a stored session the signed-in chunks load while the mock starts and translations arrive. */
export const preloadSignedInEntry = async (pathname: string): Promise<void> => {
  // Preloading the lazy route itself lets its first render skip suspending: 0.2-0.3 s sooner.
  SignedInRoutes.preload();
  const { preloadEntry } = await import("./SignedInRoutes");
  preloadEntry(pathname);
};

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<Navigate to="/auth/login" replace />} />
      {["/auth/login", "/auth/register", "/auth/reset-password"].map((path) => (
        <Route key={path} path={path} element={<GuestOnly>{page(AuthPage)}</GuestOnly>} />
      ))}
      <Route path="/auth/*" element={<Navigate to="/auth/login" replace />} />
      <Route
        path="/new-user"
        element={
          <StatusGuard status="NEW">
            <NewUserPage />
          </StatusGuard>
        }
      />
      <Route
        path="/ban-user"
        element={
          <StatusGuard status="BANNED">
            <BanUserPage />
          </StatusGuard>
        }
      />
      <Route path="/server-unavailable" element={<ServerUnavailablePage />} />
      <Route path="*" element={page(SignedInRoutes)} />
    </Routes>
  );
}
