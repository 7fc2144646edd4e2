import { useList, type BaseRecord } from "@refinedev/core";
import { SELECTABLE_SERVER_TYPES, type ServerType } from "@/api/types/servers";
import { freeBoards, serverTypes, type Choice } from "@/registry/lookups/servers";
import { selectableTypes } from "@/registry/areas/serverForm";

/** Read again at each opening of the dialog (stale at once): boards get taken by other servers. */
const useChoices = <T extends string>(resource: string, open: boolean) => {
  const { result, query } = useList<Choice<T> & BaseRecord>({
    resource,
    pagination: { mode: "off" },
    queryOptions: { enabled: open, staleTime: 0 },
    // Should a lookup fail, the two known types still let the dialog work.
    errorNotification: false,
  });
  return { ids: result.data.map((c) => c.id), loading: open && query.isFetching };
};

export const useServerChoices = (open: boolean) => {
  const types = useChoices<ServerType>(serverTypes.name, open);
  const boards = useChoices<string>(freeBoards.name, open);
  const offered = selectableTypes(types.ids);
  return {
    types: offered.length ? offered : [...SELECTABLE_SERVER_TYPES],
    boards: boards.ids,
    loading: types.loading || boards.loading,
  };
};
