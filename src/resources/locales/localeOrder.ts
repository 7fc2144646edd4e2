/** Pure moves of the admins' locale order (ids), for the drag and the keyboard buttons. */

export const moveOnto = (ids: readonly number[], id: number, targetId: number): number[] => {
  const from = ids.indexOf(id);
  const to = ids.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const rest = ids.filter((x) => x !== id);
  return [...rest.slice(0, to), id, ...rest.slice(to)];
};

export const moveBy = (ids: readonly number[], id: number, step: -1 | 1): number[] => {
  const from = ids.indexOf(id);
  const target = ids[from + step];
  return from < 0 || target === undefined ? [...ids] : moveOnto(ids, id, target);
};

export const sameOrder = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** Rows in the given order; unnamed rows keep their place after it, ids without a row are dropped. */
export const inOrder = <T extends { id: number }>(rows: readonly T[], ids: readonly number[] | null): T[] => {
  if (!ids) return [...rows];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const named = ids.flatMap((id) => byId.get(id) ?? []);
  const listed = new Set(ids);
  return [...named, ...rows.filter((r) => !listed.has(r.id))];
};

export const searchLocales = <T extends { name: string; code: string }>(rows: readonly T[], search: string): T[] => {
  const needle = search.trim().toLowerCase();
  return needle
    ? rows.filter((r) => r.name.toLowerCase().includes(needle) || r.code.toLowerCase().includes(needle))
    : [...rows];
};
