export interface PagedWire<T> {
  list: T[];
  totalCount?: number;
  total_count?: number;
}
export interface Paged<T> {
  list: T[];
  totalCount: number;
}
export const toPaged = <W, T>(p: PagedWire<W>, map: (w: W) => T): Paged<T> => ({
  list: p.list.map(map),
  totalCount: p.totalCount ?? p.total_count ?? p.list.length,
});
