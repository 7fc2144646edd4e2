/**
 * The mock backend's database: tables seeded deterministically, kept in memory, and (in the
 * browser) persisted to localStorage under "mock-db". Each business area adds its own table
 * file next to users.ts and serves its lists with `pageOf()`:
 *
 *   export const proxies = table<ProxyRow, "id">({ name: "proxies", version: 1, key: "id", seed: (rng) => ... });
 *   http.get(apiPath("/proxy/list"), (info) => {
 *     const user = requirePermission(info, "view:proxy");
 *     if (user instanceof Response) return user;
 *     return ok(pageOf(proxies.all(), pageQueryOf(info.request), ["host", "country"]));
 *   });
 */
import { clearStoredDb, dropStoredCache, setStorage, storedTableNames, type KeyValueStorage } from "./persistence";
import { flushTables, loadTables, unloadTables } from "./table";
export { flushOnPageHide } from "./table";

export { table, type Table, type TableDef } from "./table";
export { pageOf, pageQueryOf, parseSort, DEFAULT_PAGE_SIZE, ALL_ITEMS, type Page, type PageQuery } from "./paging";
export { createRng, hashString, randomToken, randomUuid, type Rng } from "./random";
export { DB_STORAGE_KEY, setChangeLog, type ChangeLog, type KeyValueStorage } from "./persistence";
export { initialsAvatar } from "./avatar";
export * from "./users";
export * from "./sessions";

/** Back to the seed: stored copies are deleted and every table reseeds on next access. */
export const resetDb = (): void => {
  clearStoredDb();
  unloadTables();
};

/** Forgets the in-memory rows and reads storage again, exactly what a page reload does. */
export const reloadDb = (): void => {
  dropStoredCache();
  unloadTables();
};

/** Writes pending changes now instead of at the end of the current task. */
export const flushDb = (): void => flushTables();

/**
 * Writes the stored document with every changed table, those with recorded changes loaded first
 * so that the changes are in it; answers which of `journaled` the document does not hold (a
 * table too large to store keeps its changes in the log).
 */
export const storeWholeDb = (journaled: readonly string[]): Set<string> => {
  loadTables(journaled);
  flushTables();
  const stored = new Set(storedTableNames());
  return new Set(journaled.filter((name) => !stored.has(name)));
};

/** Chooses where the db persists (null = memory only) and reloads from there. */
export const setDbStorage = (storage: KeyValueStorage | null): void => {
  setStorage(storage);
  unloadTables();
};
