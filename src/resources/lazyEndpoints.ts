/**
 * An area's endpoint functions, loaded with the first call. Declarations are in the boot bundle
 * (routes, sidebar, guards); the code of their calls is not needed before the signed-in shell asks,
 * and the sign-in screen has a size budget (scripts/perf.mjs).
 *
 *   const endpoints = lazyEndpoints(() => import("@/api/endpoints/apps"));
 *   api: resourceApi<App>({ list: endpoints((m) => m.appsApi.list) })
 */
export const lazyEndpoints =
  <M>(load: () => Promise<M>) =>
  <A extends unknown[], R>(pick: (module: M) => (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> =>
    pick(await load())(...args);
