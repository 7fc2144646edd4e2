/** Where the mock db survives a reload; only tables changed since their seed are stored (the quota is small). */
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
    // A corrupt copy is treated like none: the seed takes over.
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

/** Larger changed tables stay in memory: they would not fit the quota and would stall every write. */
const MAX_STORED_ROWS = 5_000;

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
  changeLog?.clear();
};

export const storedTableNames = (): string[] => Object.keys(document().tables);

/** `put` a whole row (insert or update), or `del` the row of a key. */
export type RowChange =
  { table: string; version: number; put: unknown } | { table: string; version: number; del: string | number };

/** The node server's journal of row changes, replayed over the stored document when a table loads. */
export interface ChangeLog {
  record(change: RowChange): void;
  /** Oldest first. */
  changesOf(name: string, version: number): readonly RowChange[];
  clear(): void;
}

let changeLog: ChangeLog | null = null;

export const setChangeLog = (next: ChangeLog | null): void => {
  changeLog = next;
};

export const recordChange = (change: RowChange): void => changeLog?.record(change);

export const changesOf = (name: string, version: number): readonly RowChange[] =>
  changeLog?.changesOf(name, version) ?? [];

export const hasChangeLog = (): boolean => changeLog !== null;

/** Forgets the parsed copy so the next read comes from storage, as after a page reload. */
export const dropStoredCache = (): void => {
  cached = null;
};
