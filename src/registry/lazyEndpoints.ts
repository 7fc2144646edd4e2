import type { ResourceApi } from "./types";

type Endpoint = (...args: never[]) => Promise<unknown>;

/**
 * An area's endpoint functions, loaded with the first call: the sign-in screen has a size budget (scripts/perf.mjs).
 * `methods` keeps the data provider's names, `endpoints(pick)` adapts one; both keep the picked types.
 */
export const lazyEndpoints = <M>(importModule: () => Promise<M>) => {
  // No new import() once loaded: each settles in a task of its own, and an unloading page gets no later task.
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
