import { serversApi } from "@/api/endpoints/servers";
import type { ServerType } from "@/api/types/servers";
import { defineLookup, resourceApi } from "@/registry/types";

/** One choice of a plain list call (types, board ids), as a row refine can cache. */
export interface Choice<T extends string = string> {
  id: T;
}

const asChoices = async <T extends string>(load: () => Promise<T[]>) => {
  const list = (await load()).map((id) => ({ id }));
  return { list, totalCount: list.length };
};

export const serverTypes = defineLookup({
  name: "server-types",
  api: resourceApi<Choice<ServerType>>({ list: () => asChoices(serversApi.types) }),
});

export const freeBoards = defineLookup({
  name: "free-raspberry-pi-boards",
  api: resourceApi<Choice>({ list: () => asChoices(serversApi.raspberryPiIds) }),
});

export const serverLookups = [serverTypes, freeBoards];
