import {
  closeSync,
  fdatasyncSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import { dirname } from "node:path";
import type { ChangeLog, KeyValueStorage, RowChange } from "../db/persistence";

const COMPACT_AT_BYTES = 8 << 20;

interface FileStorage extends KeyValueStorage, ChangeLog {
  /** One journal append and an fdatasync, called before the answer: an answered change survives a crash. */
  commit(): void;
  wantsCompaction(): boolean;
  /** After the whole document was written: the journal keeps only the changes of tables it does not hold. */
  compacted(kept: ReadonlySet<string>): void;
  journaledTables(): string[];
  /** The journal lines that could not be read at start (a torn last line after a crash). */
  skippedLines(): number;
}

const writeDurably = (path: string, text: string): void => {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, "w");
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
  // The rename itself is durable once the folder is synced.
  const folder = openSync(dirname(path), "r");
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
};

const readText = (path: string): string | null => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
};

const isChange = (value: unknown): value is RowChange =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { table?: unknown }).table === "string" &&
  typeof (value as { version?: unknown }).version === "number" &&
  ("put" in value || "del" in value);

/**
 * The node server's mock db storage: a state file plus an append-only journal of changed rows, flushed before each
 * answer; compaction rewrites the state via a temporary file and a rename. A torn last line is skipped at start.
 */
export const fileStorage = (path: string, key: string): FileStorage => {
  const journalPath = `${path}.journal`;
  const others = new Map<string, string>();
  let value = readText(path);
  const byTable = new Map<string, RowChange[]>();
  const lines = new Map<string, string[]>();
  let skipped = 0;
  let size = 0;
  // Only once the last document write reached the disk may the journal shrink.
  let written = true;

  const remember = (change: RowChange, line: string): void => {
    const changes = byTable.get(change.table) ?? [];
    const texts = lines.get(change.table) ?? [];
    changes.push(change);
    texts.push(line);
    byTable.set(change.table, changes);
    lines.set(change.table, texts);
    size += line.length + 1;
  };

  for (const line of (readText(journalPath) ?? "").split("\n")) {
    if (line === "") continue;
    try {
      const change: unknown = JSON.parse(line);
      if (isChange(change)) remember(change, line);
      else skipped += 1;
    } catch {
      skipped += 1;
    }
  }

  let pending: string[] = [];
  let fd: number | null = null;
  const journalFd = (): number => {
    if (fd === null) {
      mkdirSync(dirname(journalPath), { recursive: true });
      fd = openSync(journalPath, "a");
    }
    return fd;
  };
  const closeJournal = (): void => {
    if (fd !== null) closeSync(fd);
    fd = null;
  };
  const rewriteJournal = (): void => {
    closeJournal();
    const kept = [...lines.values()].flat();
    if (kept.length === 0) rmSync(journalPath, { force: true });
    else writeDurably(journalPath, `${kept.join("\n")}\n`);
  };

  return {
    getItem: (name) => (name === key ? value : (others.get(name) ?? null)),
    setItem: (name, next) => {
      if (name !== key) return void others.set(name, next);
      value = next;
      written = false;
      writeDurably(path, next);
      written = true;
    },
    removeItem: (name) => {
      if (name !== key) return void others.delete(name);
      value = null;
      rmSync(path, { force: true });
    },
    record: (change) => {
      const line = JSON.stringify(change);
      remember(change, line);
      pending.push(line);
    },
    changesOf: (name, version) => (byTable.get(name) ?? []).filter((c) => c.version === version),
    clear: () => {
      byTable.clear();
      lines.clear();
      pending = [];
      size = 0;
      closeJournal();
      rmSync(journalPath, { force: true });
    },
    commit: () => {
      if (pending.length === 0) return;
      const text = `${pending.join("\n")}\n`;
      pending = [];
      const journal = journalFd();
      writeSync(journal, text);
      fdatasyncSync(journal);
    },
    wantsCompaction: () => size > COMPACT_AT_BYTES,
    compacted: (kept) => {
      if (!written) return;
      pending = [];
      for (const name of [...byTable.keys()]) {
        if (kept.has(name)) continue;
        byTable.delete(name);
        lines.delete(name);
      }
      size = [...lines.values()].flat().reduce((sum, line) => sum + line.length + 1, 0);
      rewriteJournal();
    },
    journaledTables: () => [...byTable.keys()],
    skippedLines: () => skipped,
  };
};
