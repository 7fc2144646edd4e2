import { defineLookup, resourceApi } from "@/registry/types";

const SEPARATOR = "|";

/** Several arguments joined into useOne's one id, so each combination is cached on its own. */
export const joinParts = (...parts: readonly (string | number)[]): string => parts.join(SEPARATOR);

/** A lookup read by `joinParts` ids: `read` gets the parts back, its answer is the record with that id. */
export const partsLookup = <W extends object>(name: string, read: (parts: string[]) => Promise<W>) =>
  defineLookup({
    name,
    api: resourceApi<W & { id: string }>({ one: async (id) => ({ id, ...(await read(id.split(SEPARATOR))) }) }),
  });
