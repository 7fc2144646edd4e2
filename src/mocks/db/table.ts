import { createRng, type Rng } from "./random";
import { changesOf, hasChangeLog, hasStorage, readStoredRows, recordChange, writeStoredTables } from "./persistence";

export type KeyOf<T> = { [P in keyof T]-?: T[P] extends string | number ? P : never }[keyof T];

interface TableDef<T, K extends KeyOf<T>> {
  name: string;
  /** Bump when the seed or the row shape changes: a stored copy of another version is dropped. */
  version: number;
  key: K;
  /** Own generator per table; reads other tables' `seeded()` rows, so every reset gets the same rows. */
  seed: (rng: Rng) => T[];
  /** Reseeded on every reset; other seeds run once per process and share their frozen rows across resets. */
  seedReadsClock?: boolean;
}

export interface Table<T, K extends KeyOf<T>> {
  readonly name: string;
  readonly key: K;
  all(): readonly T[];
  /** The rows as seeded, whatever changed since: what other tables' seeds read. */
  seeded(): readonly T[];
  get(id: T[K]): T | undefined;
  find(predicate: (row: T) => boolean): T | undefined;
  filter(predicate: (row: T) => boolean): T[];
  count(): number;
  /** Whether the rows are in memory; never loads them, so background work costs a page only the tables it reads. */
  loaded(): boolean;
  insert(row: T): T;
  /** Rows are replaced, never mutated; a `background` change is stored within BACKGROUND_FLUSH_MS or on page hide. */
  update(id: T[K], patch: Partial<T> | ((row: T) => T), options?: { background?: boolean }): T | undefined;
  remove(id: T[K]): boolean;
  removeWhere(predicate: (row: T) => boolean): number;
}

interface Registered {
  readonly name: string;
  readonly version: number;
  isDirty(): boolean;
  rows(): unknown[];
  unload(): void;
}

const registry = new Map<string, Registered>();
let flushScheduled = false;

/** The simulator changes a campaign every 2.5 s; rewriting ~640 KB each time in every console is too much. */
export const BACKGROUND_FLUSH_MS = 30_000;
let backgroundFlush: ReturnType<typeof setTimeout> | null = null;

export const flushTables = (): void => {
  if (backgroundFlush !== null) clearTimeout(backgroundFlush);
  backgroundFlush = null;
  const dirty = [...registry.values()].filter((t) => t.isDirty());
  if (dirty.length > 0) writeStoredTables(dirty.map((t) => ({ name: t.name, version: t.version, rows: t.rows() })));
};

const scheduleFlush = (): void => {
  if (flushScheduled || hasChangeLog()) return;
  flushScheduled = true;
  queueMicrotask(() => {
    flushScheduled = false;
    flushTables();
  });
};

const scheduleBackgroundFlush = (): void => {
  if (backgroundFlush !== null || !hasStorage() || hasChangeLog()) return;
  backgroundFlush = setTimeout(() => {
    backgroundFlush = null;
    flushTables();
  }, BACKGROUND_FLUSH_MS);
};

export const flushOnPageHide = (target: Pick<Window, "addEventListener">): void =>
  target.addEventListener("pagehide", () => {
    if (backgroundFlush !== null) flushTables();
  });

/** Loads the named tables (those with changes to replay), so that the next flush stores them. */
export const loadTables = (names: Iterable<string>): void => {
  for (const name of names) registry.get(name)?.rows();
};

export const unloadTables = (): void => {
  for (const t of registry.values()) t.unload();
};

/** Shared seed rows are frozen: a handler writing into one would change the seed of every later reset. */
const deepFreeze = <V>(value: V): V => {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

export function table<T, K extends KeyOf<T>>(def: TableDef<T, K>): Table<T, K> {
  type Id = T[K];
  let rows: Map<Id, T> | null = null;
  let list: T[] | null = null;
  let dirty = false;
  let pristine: { version: number; rows: readonly T[] } | null = null;

  const seeded = (): readonly T[] => {
    if (pristine?.version === def.version) return pristine.rows;
    const fresh = def.seed(createRng(`${def.name}@${def.version}`));
    if (def.seedReadsClock) return fresh;
    pristine = { version: def.version, rows: deepFreeze(fresh) };
    return pristine.rows;
  };

  const load = (): Map<Id, T> => {
    if (rows) return rows;
    const stored = readStoredRows(def.name, def.version) as T[] | null;
    const source = stored ?? seeded();
    const map = new Map(source.map((row) => [row[def.key], row]));
    const replayed = changesOf(def.name, def.version);
    for (const change of replayed) {
      if ("put" in change) map.set((change.put as T)[def.key], change.put as T);
      else map.delete(change.del as Id);
    }
    dirty = stored !== null || replayed.length > 0;
    rows = map;
    return rows;
  };
  const put = (row: T): void => recordChange({ table: def.name, version: def.version, put: row });
  const del = (id: Id): void => recordChange({ table: def.name, version: def.version, del: id as string | number });
  const changed = (background = false): void => {
    list = null;
    dirty = true;
    if (background) scheduleBackgroundFlush();
    else scheduleFlush();
  };

  const api: Table<T, K> = {
    name: def.name,
    key: def.key,
    all: () => (list ??= [...load().values()]),
    seeded,
    get: (id) => load().get(id),
    find: (predicate) => api.all().find(predicate),
    filter: (predicate) => api.all().filter(predicate),
    count: () => load().size,
    loaded: () => rows !== null,
    insert: (row) => {
      const map = load();
      if (map.has(row[def.key])) throw new Error(`${def.name}: duplicate key ${String(row[def.key])}`);
      map.set(row[def.key], row);
      put(row);
      changed();
      return row;
    },
    update: (id, patch, options) => {
      const map = load();
      const current = map.get(id);
      if (current === undefined) return undefined;
      const next = typeof patch === "function" ? patch(current) : { ...current, ...patch };
      if (next[def.key] !== id) {
        // Keeps insertion order for an unchanged key; a re-keyed row moves to the end.
        map.delete(id);
        del(id);
      }
      map.set(next[def.key], next);
      put(next);
      changed(options?.background);
      return next;
    },
    remove: (id) => {
      const removed = load().delete(id);
      if (removed) {
        del(id);
        changed();
      }
      return removed;
    },
    removeWhere: (predicate) => {
      const map = load();
      let removed = 0;
      for (const [id, row] of map) {
        if (predicate(row)) {
          map.delete(id);
          del(id);
          removed += 1;
        }
      }
      if (removed > 0) changed();
      return removed;
    },
  };

  registry.set(def.name, {
    name: def.name,
    version: def.version,
    isDirty: () => dirty && rows !== null,
    rows: () => [...load().values()],
    unload: () => {
      rows = null;
      list = null;
      dirty = false;
    },
  });
  return api;
}
