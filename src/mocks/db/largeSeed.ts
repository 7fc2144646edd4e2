import { machines } from "./machines";

/** What `?seed=large` grows the tables to (sorting "All" at 10,000 machines). */
export const LARGE_SEED = { machines: 10_000 } as const;

export interface SeedSize {
  machines?: number;
}

/** Copies seeded machines up to `count` rows for measuring at scale; kept in memory, over the storage quota. */
export const growMachines = (count: number): number => {
  const seeded = machines.all();
  if (seeded.length === 0) return 0;
  let id = seeded.reduce((max, m) => Math.max(max, m.id), 0);
  for (let i = seeded.length; i < count; i++) {
    const source = seeded[i % seeded.length];
    const copy = Math.floor(i / seeded.length);
    id += 1;
    machines.insert({ ...source, id, name_machine: `${source.name_machine}-c${copy}`, tasks: [] });
  }
  return machines.count();
};

export const seedSize = (size: SeedSize): Required<SeedSize> => ({
  machines: size.machines === undefined ? machines.count() : growMachines(size.machines),
});

export const seedFromQuery = (search: string): SeedSize | null =>
  new URLSearchParams(search).get("seed") === "large" ? LARGE_SEED : null;
