import type { ResourceApi } from "./types";

/** Any endpoint function: the parameter types stay those of the picked function (see `methods`). */
type Endpoint = (...args: never[]) => Promise<unknown>;

/**
 * An area's endpoint functions, loaded with the first call. Declarations are in the boot bundle
 * (routes, sidebar, guards); the code of their calls is not needed before the signed-in shell asks,
 * and the sign-in screen has a size budget (scripts/perf.mjs).
 *
 *   const endpoints = lazyEndpoints(() => import("@/api/endpoints/apps"));
 *   api: resourceApi<App, AppInput>(endpoints.methods((m) => m.appsApi, "list", "create", "remove"))
 *   api: resourceApi<Keyword>({ update: endpoints((m) => (id: string) => m.keywordsApi.favorite(id)) })
 *
 * `methods` hands on an endpoint object's functions under their own names, which are the data
 * provider's (list, one, create, update, remove); `endpoints(pick)` is one function, for an
 * endpoint named otherwise or adapted. Either keeps the picked functions' types, so
 * `resourceApi<Row, Input>` checks them as it checks the functions themselves.
 */
export const lazyEndpoints = <M>(importModule: () => Promise<M>) => {
  // Once loaded, the module is handed on without a new import(): the browser settles each import()
  // in a task of its own, and a delete sent as the page unloads gets no later task to start in.
  let loaded: M | undefined;
  const load = async (): Promise<M> => (loaded ??= await importModule());
  const endpoint =
    <A extends unknown[], R>(pick: (module: M) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> =>
      pick(await load())(...args);

  const methods = <K extends keyof ResourceApi, O extends Record<K, Endpoint>>(
    pick: (module: M) => O,
    ...names: K[]
  ): Pick<O, K> =>
    // fromEntries forgets the names' types; each wrapper takes and answers what O[K] does.
    Object.fromEntries(
      names.map((name) => [name, async (...args: never[]) => pick(await load())[name](...args)]),
    ) as Pick<O, K>;

  return Object.assign(endpoint, { methods });
};
