import { Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { Navigate, Route, Routes } from "react-router";
import { routeTable } from "@/resources";
import { lazyPage } from "@/lib/lazyPage";
import { FullPageSpin, RequireAuth } from "./RequireAuth";
import { GuestOnly } from "./GuestOnly";
// The status screens are in the main chunk: they must show when nothing more can be loaded (issue 8).
import NewUserPage from "@/pages/status/NewUserPage";
import BanUserPage from "@/pages/status/BanUserPage";
import ServerUnavailablePage from "@/pages/status/ServerUnavailablePage";

// The shell (and @refinedev/antd with it) loads only once signed in: the sign-in page stays small.
const AppLayout = lazyPage(() => import("./SignedInLayout"));
const NotFound = lazyPage(() => import("@/pages/errors/NotFound"));
const RoleGuard = lazyPage(() => import("./RoleGuard"));
const AuthPage = lazyPage(() => import("@/pages/auth/AuthPage"));

const page = (View: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<FullPageSpin />}>
    <View />
  </Suspense>
);

/** Every route of spec §2: the signed-out area, the status screens and the registry's guarded pages. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<Navigate to="/auth/login" replace />} />
      {["/auth/login", "/auth/register", "/auth/reset-password"].map((path) => (
        <Route key={path} path={path} element={<GuestOnly>{page(AuthPage)}</GuestOnly>} />
      ))}
      <Route path="/auth/*" element={<Navigate to="/auth/login" replace />} />
      <Route path="/new-user" element={<NewUserPage />} />
      <Route path="/ban-user" element={<BanUserPage />} />
      <Route path="/server-unavailable" element={<ServerUnavailablePage />} />
      <Route
        element={
          <RequireAuth>
            <Suspense fallback={<FullPageSpin />}>
              <AppLayout />
            </Suspense>
          </RequireAuth>
        }
      >
        {routeTable().map(({ path, resource, view }) => {
          const View = resource.views[view];
          if (!View) return null;
          return (
            <Route
              key={path}
              path={path}
              element={
                <Suspense fallback={<FullPageSpin />}>
                  <RoleGuard roles={resource.meta.roles}>{page(View)}</RoleGuard>
                </Suspense>
              }
            />
          );
        })}
        <Route path="*" element={page(NotFound)} />
      </Route>
    </Routes>
  );
}
