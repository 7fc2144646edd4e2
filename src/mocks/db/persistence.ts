/**
 * Where the mock db survives a reload. The browser hands in localStorage; node keeps
 * everything in memory (no storage), so each test file starts from the seed.
 *
 * Only tables that changed since their seed are stored: untouched ones are regenerated from
 * the deterministic seed, which keeps large seeds (accounts, keyword history) out of the
 * browser's few-megabyte quota.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const DB_STORAGE_KEY = "mock-db";
/** Bump when the envelope itself changes; per-table versions cover seed changes. */
const FORMAT = 1;

interface StoredTable {
  version: number;
  rows: unknown[];
}
interface StoredDb {
  format: number;
  tables: Record<string, StoredTable>;
}

let storage: KeyValueStorage | null = null;
let cached: StoredDb | null = null;
let warnedQuota = false;

const empty = (): StoredDb => ({ format: FORMAT, tables: {} });

const isStoredDb = (value: unknown): value is StoredDb =>
  typeof value === "object" &&
  value !== null &&
  (value as { format?: unknown }).format === FORMAT &&
  typeof (value as { tables?: unknown }).tables === "object" &&
  (value as { tables?: unknown }).tables !== null;

const document = (): StoredDb => {
  if (cached) return cached;
  cached = empty();
  if (!storage) return cached;
  try {
    const raw = storage.getItem(DB_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (isStoredDb(parsed)) cached = parsed;
  } catch {
    // A corrupt or unreadable copy is treated like none: the seed takes over.
  }
  return cached;
};

export const setStorage = (next: KeyValueStorage | null): void => {
  storage = next;
  cached = null;
};

export const hasStorage = (): boolean => storage !== null;

/** Rows stored for this table at this version, or null (absent, other version, unreadable). */
export const readStoredRows = (name: string, version: number): unknown[] | null => {
  const doc = document();
  const entry = doc.tables[name];
  if (!entry) return null;
  if (entry.version !== version || !Array.isArray(entry.rows)) {
    delete doc.tables[name];
    return null;
  }
  return entry.rows;
};

/**
 * A changed table this large (the 20,000 accounts) lives in memory only: it would not fit the
 * browser's quota, and serialising it on every later write would stall the page each time.
 */
export const MAX_STORED_ROWS = 5_000;

export const writeStoredTables = (entries: readonly { name: string; version: number; rows: unknown[] }[]): void => {
  if (!storage) return;
  const doc = document();
  for (const { name, version, rows } of entries) {
    if (rows.length > MAX_STORED_ROWS) delete doc.tables[name];
    else doc.tables[name] = { version, rows };
  }
  try {
    storage.setItem(DB_STORAGE_KEY, JSON.stringify(doc));
  } catch (error) {
    // Quota errors must not break the request being served; the data simply lives in memory.
    if (!warnedQuota) console.warn("[mock] could not persist the mock db", error);
    warnedQuota = true;
  }
};

export const clearStoredDb = (): void => {
  cached = empty();
  storage?.removeItem(DB_STORAGE_KEY);
};

/** Forgets the parsed copy so the next read comes from storage, as after a page reload. */
export const dropStoredCache = (): void => {
  cached = null;
};
