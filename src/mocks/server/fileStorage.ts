import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { KeyValueStorage } from "../db/persistence";

/** Writes wait this long so a burst of changes (an import, a simulator tick) is one write. */
const WRITE_DELAY_MS = 200;

export interface FileStorage extends KeyValueStorage {
  /** Writes a pending change now (before the process exits). */
  flush(): void;
}

/**
 * The mock db's storage for the node server: one JSON file holding what the browser would keep
 * in localStorage under the db's key (other keys live in memory). Written whole, through a
 * temporary file and a rename, so a crash never leaves half a file behind.
 */
export const fileStorage = (path: string, key: string): FileStorage => {
  const others = new Map<string, string>();
  let value: string | null = null;
  let loaded = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const load = (): string | null => {
    if (loaded) return value;
    loaded = true;
    try {
      value = readFileSync(path, "utf8");
    } catch {
      value = null;
    }
    return value;
  };

  const write = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (value === null) {
      rmSync(path, { force: true });
      return;
    }
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, value);
    renameSync(temporary, path);
  };

  return {
    getItem: (name) => (name === key ? load() : (others.get(name) ?? null)),
    setItem: (name, next) => {
      if (name !== key) return void others.set(name, next);
      loaded = true;
      value = next;
      timer ??= setTimeout(write, WRITE_DELAY_MS);
    },
    removeItem: (name) => {
      if (name !== key) return void others.delete(name);
      loaded = true;
      value = null;
      write();
    },
    flush: () => {
      if (timer !== null) write();
    },
  };
};
