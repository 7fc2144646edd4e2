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
  changeLog?.clear();
};

/** The names of the tables the stored document holds (a table past MAX_STORED_ROWS is not). */
export const storedTableNames = (): string[] => Object.keys(document().tables);

/** One change of one row: `put` a whole row (insert or update), or `del` the row of a key. */
export type RowChange =
  { table: string; version: number; put: unknown } | { table: string; version: number; del: string | number };

/**
 * Where each change of a row is recorded as it happens (the node server's journal): the stored
 * document is then written only now and then, and the changes since are replayed over it when a
 * table loads. The browser has none and stores the document at the end of each task instead.
 */
export interface ChangeLog {
  record(change: RowChange): void;
  /** The recorded changes of a table at this version, oldest first, for a table loading. */
  changesOf(name: string, version: number): readonly RowChange[];
  /** Forgets every change (the db went back to the seed). */
  clear(): void;
}

let changeLog: ChangeLog | null = null;

export const setChangeLog = (next: ChangeLog | null): void => {
  changeLog = next;
};

export const recordChange = (change: RowChange): void => changeLog?.record(change);

export const changesOf = (name: string, version: number): readonly RowChange[] =>
  changeLog?.changesOf(name, version) ?? [];

/** With a change log, each change is durable as it is recorded; the document waits for a compaction. */
export const hasChangeLog = (): boolean => changeLog !== null;

/** Forgets the parsed copy so the next read comes from storage, as after a page reload. */
export const dropStoredCache = (): void => {
  cached = null;
};
