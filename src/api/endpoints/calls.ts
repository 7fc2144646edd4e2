import { request } from "@/api/http";
import { toPaged, type Paged, type PagedWire } from "@/api/types";
import { listParams, numericId, withAppFieldErrors, type ListRequest, type WireParams } from "@/api/types/fleet";

type Renames = Readonly<Record<string, string>>;

/** A paged list call (docs/api.md "Lists"): the query under wire names, each row converted by `toRow`. */
export const pagedList =
  <W, T>(path: string, toRow: (wire: W) => T, { renames, params }: { renames?: Renames; params?: WireParams } = {}) =>
  async (q: ListRequest): Promise<Paged<T>> =>
    toPaged(
      await request<PagedWire<W>>("GET", path, { params: { ...listParams(q, renames), ...params }, signal: q.signal }),
      toRow,
    );

/** A form's create or update; 422 errors come back under the form's field names. */
export const sendForm = async <W, T>(
  method: "POST" | "PUT",
  path: string,
  data: object,
  toRow: (wire: W) => T,
  renames?: Renames,
): Promise<T> => toRow(await withAppFieldErrors(request<W>(method, path, { data }), renames));

export const deleteById =
  (path: string) =>
  async (id: string | number): Promise<void> => {
    await request<unknown>("DELETE", path, { params: { id: numericId(id) } });
  };
