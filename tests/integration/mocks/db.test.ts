import {
  DB_STORAGE_KEY,
  DEMO_PASSWORD,
  DEMO_USERS,
  createRng,
  flushOnPageHide,
  findUserByLogin,
  flushDb,
  reloadDb,
  resetDb,
  setDbStorage,
  table,
  users,
  type KeyValueStorage,
} from "@/mocks/db";
import { BACKGROUND_FLUSH_MS } from "@/mocks/db/table";

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

interface Note {
  id: string;
  text: string;
}
let noteVersion = 1;
const notes = table<Note, "id">({
  name: "test-notes",
  get version() {
    return noteVersion;
  },
  key: "id",
  seed: (rng) => [
    { id: "a", text: `seeded ${rng.int(1, 1000)}` },
    { id: "b", text: "second" },
  ],
});

afterEach(() => {
  setDbStorage(null);
  resetDb();
});

describe("seed", () => {
  it("is deterministic: a reset gives the same rows", () => {
    const before = users.all().map((u) => [u.uuid, u.login, u.email, u.status]);
    resetDb();
    expect(users.all().map((u) => [u.uuid, u.login, u.email, u.status])).toEqual(before);
    expect(createRng("x").uuid()).toBe(createRng("x").uuid());
  });

  it("has every demo user with the demo password and about forty more", () => {
    for (const demo of DEMO_USERS) {
      const user = findUserByLogin(demo.login);
      expect(user).toMatchObject({ status: demo.status, roles: demo.roles, password: DEMO_PASSWORD });
      expect(user?.image_src).toMatch(/^data:image\/svg\+xml/);
    }
    expect(users.count()).toBe(DEMO_USERS.length + 40);
    // The sign-in form refuses logins under 4 characters (SIGN-5).
    expect(DEMO_USERS.every((d) => d.login.length >= 4)).toBe(true);
    const statuses = new Set(users.all().map((u) => u.status));
    expect(statuses).toEqual(new Set(["ACTIVE", "NEW", "BANNED"]));
    expect(new Set(users.all().map((u) => u.login)).size).toBe(users.count());
    expect(new Set(users.all().map((u) => u.email)).size).toBe(users.count());
  });

  it("gives api keys to bots and owners only", () => {
    expect(findUserByLogin("robot")?.api_key).toMatch(/^ak_[0-9a-f]{40}$/);
    expect(findUserByLogin("owner")?.api_key).toMatch(/^ak_/);
    expect(findUserByLogin("admin")?.api_key).toBeNull();
    expect(findUserByLogin("operator")?.api_key).toBeNull();
  });
});

describe("shared seed", () => {
  const clockNotes = table<Note, "id">({
    name: "test-clock-notes",
    version: 1,
    key: "id",
    seedReadsClock: true,
    seed: () => [{ id: "now", text: new Date().toISOString() }],
  });

  it("seeds once: a reset hands out the same frozen rows, and writing into one throws", () => {
    const first = notes.get("a");
    notes.update("a", { text: "changed" });
    resetDb();
    expect(notes.get("a")).toBe(first);
    expect(notes.get("a")?.text).toMatch(/^seeded/);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as Note).text = "written in place";
    }).toThrow(TypeError);
  });

  it("seeds a table that reads the clock again on every reset", () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    try {
      expect(clockNotes.get("now")?.text).toBe("2026-01-01T00:00:00.000Z");
      vi.setSystemTime(Date.UTC(2026, 5, 1));
      resetDb();
      expect(clockNotes.get("now")?.text).toBe("2026-06-01T00:00:00.000Z");
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps seeded() as seeded while the rows change, so other seeds read the same rows", () => {
    const operator = findUserByLogin("operator");
    users.update(operator?.uuid ?? "", { login: "someone-else" });
    expect(users.seeded().find((u) => u.uuid === operator?.uuid)?.login).toBe("operator");
    expect(findUserByLogin("operator")).toBeUndefined();
  });
});

describe("table", () => {
  it("inserts, updates without mutating handed-out rows, and removes", () => {
    const original = notes.get("a");
    notes.insert({ id: "c", text: "third" });
    expect(() => notes.insert({ id: "c", text: "again" })).toThrow(/duplicate/);
    notes.update("a", { text: "changed" });
    expect(original?.text).toMatch(/^seeded/);
    expect(notes.get("a")?.text).toBe("changed");
    expect(notes.all().map((n) => n.id)).toEqual(["a", "b", "c"]);
    expect(notes.remove("b")).toBe(true);
    expect(notes.remove("missing")).toBe(false);
    expect(notes.update("missing", { text: "x" })).toBeUndefined();
    expect(notes.removeWhere((n) => n.id !== "a")).toBe(1);
    expect(notes.count()).toBe(1);
  });
});

describe("persistence", () => {
  it("survives a reload through storage and is gone after a reset", () => {
    const storage = new MemoryStorage();
    setDbStorage(storage);
    const operator = findUserByLogin("operator");
    users.update(operator?.uuid ?? "", { name: "Renamed" });
    flushDb();

    const stored = JSON.parse(storage.getItem(DB_STORAGE_KEY) ?? "{}") as { tables: Record<string, unknown> };
    // Untouched tables are regenerated from the seed, not stored.
    expect(Object.keys(stored.tables)).toEqual(["users"]);

    reloadDb();
    expect(findUserByLogin("operator")?.name).toBe("Renamed");

    resetDb();
    expect(storage.getItem(DB_STORAGE_KEY)).toBeNull();
    expect(findUserByLogin("operator")?.name).toBe("Emily");
  });

  it("batches writes until the current task ends", async () => {
    const storage = new MemoryStorage();
    setDbStorage(storage);
    notes.update("b", { text: "one" });
    notes.update("b", { text: "two" });
    expect(storage.getItem(DB_STORAGE_KEY)).toBeNull();
    await Promise.resolve();
    expect(storage.getItem(DB_STORAGE_KEY)).toContain('"two"');
  });

  it("stores a background change within 30 s, or when the page goes, not at the end of the task", async () => {
    vi.useFakeTimers();
    try {
      const storage = new MemoryStorage();
      setDbStorage(storage);
      notes.update("b", { text: "ticked" }, { background: true });
      await Promise.resolve();
      expect(storage.getItem(DB_STORAGE_KEY)).toBeNull();
      vi.advanceTimersByTime(BACKGROUND_FLUSH_MS - 1);
      expect(storage.getItem(DB_STORAGE_KEY)).toBeNull();
      vi.advanceTimersByTime(1);
      expect(storage.getItem(DB_STORAGE_KEY)).toContain('"ticked"');

      const page = new EventTarget();
      flushOnPageHide(page as Window);
      notes.update("b", { text: "ticked again" }, { background: true });
      page.dispatchEvent(new Event("pagehide"));
      expect(storage.getItem(DB_STORAGE_KEY)).toContain('"ticked again"');
    } finally {
      vi.runOnlyPendingTimers();
      vi.useRealTimers();
    }
  });

  it("stores a waiting background change with the next change, and writes nothing more for it", async () => {
    vi.useFakeTimers();
    try {
      const storage = new MemoryStorage();
      setDbStorage(storage);
      const writes = vi.spyOn(storage, "setItem");
      const page = new EventTarget();
      flushOnPageHide(page as Window);
      notes.update("b", { text: "ticked" }, { background: true });
      notes.update("a", { text: "typed" });
      await Promise.resolve();
      expect(writes).toHaveBeenCalledTimes(1);
      expect(storage.getItem(DB_STORAGE_KEY)).toContain('"ticked"');
      vi.advanceTimersByTime(BACKGROUND_FLUSH_MS);
      page.dispatchEvent(new Event("pagehide"));
      expect(writes).toHaveBeenCalledTimes(1);
    } finally {
      vi.runOnlyPendingTimers();
      vi.useRealTimers();
    }
  });

  it("drops a stored table whose version no longer matches the seed", () => {
    const storage = new MemoryStorage();
    setDbStorage(storage);
    notes.update("b", { text: "edited" });
    flushDb();
    noteVersion = 2;
    try {
      reloadDb();
      expect(notes.get("b")?.text).toBe("second");
    } finally {
      noteVersion = 1;
    }
  });

  it("ignores a corrupt stored copy", () => {
    const storage = new MemoryStorage();
    storage.setItem(DB_STORAGE_KEY, "{not json");
    setDbStorage(storage);
    expect(findUserByLogin("owner")).toBeDefined();
  });

  it("keeps working in memory when storage refuses writes", () => {
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    setDbStorage(full);
    notes.update("a", { text: "kept" });
    expect(() => flushDb()).not.toThrow();
    expect(notes.get("a")?.text).toBe("kept");
    warn.mockRestore();
  });
});
