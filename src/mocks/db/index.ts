/** The mock backend's database: deterministic seeded tables, in memory, persisted to localStorage in the browser. */
import { clearStoredDb, dropStoredCache, setStorage, storedTableNames, type KeyValueStorage } from "./persistence";
import { flushTables, loadTables, unloadTables } from "./table";
export { flushOnPageHide } from "./table";

export { table, type Table } from "./table";
export { pageOf, pageQueryOf, parseSort, DEFAULT_PAGE_SIZE, ALL_ITEMS } from "./paging";
export { createRng, randomToken, randomUuid } from "./random";
export { DB_STORAGE_KEY, setChangeLog, type KeyValueStorage } from "./persistence";
export * from "./users";
export * from "./sessions";

/** Back to the seed: stored copies are deleted and every table reseeds on next access. */
export const resetDb = (): void => {
  clearStoredDb();
  unloadTables();
};

/** Exactly what a page reload does. */
export const reloadDb = (): void => {
  dropStoredCache();
  unloadTables();
};

export const flushDb = (): void => flushTables();

/** Writes every changed table; answers which of `journaled` the document does not hold (too large to store). */
export const storeWholeDb = (journaled: readonly string[]): Set<string> => {
  loadTables(journaled);
  flushTables();
  const stored = new Set(storedTableNames());
  return new Set(journaled.filter((name) => !stored.has(name)));
};

/** null = memory only; reloads from there. */
export const setDbStorage = (storage: KeyValueStorage | null): void => {
  setStorage(storage);
  unloadTables();
};
