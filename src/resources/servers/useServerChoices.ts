import { useEffect, useState } from "react";
import { serversApi } from "@/api/endpoints/servers";
import { SELECTABLE_SERVER_TYPES, type ServerType } from "@/api/types/servers";
import { selectableTypes } from "./serverRules";

export interface ServerChoices {
  types: ServerType[];
  /** Raspberry Pi boards no server uses yet */
  boards: string[];
  loading: boolean;
}

/**
 * The dialog's choice lists, loaded each time it opens (boards get taken by other servers).
 * Should the lookup fail, the two known types still let the dialog work.
 */
export const useServerChoices = (open: boolean): ServerChoices => {
  const [choices, setChoices] = useState<ServerChoices>({
    types: [...SELECTABLE_SERVER_TYPES],
    boards: [],
    loading: false,
  });

  useEffect(() => {
    if (!open) return;
    let live = true;
    setChoices((c) => ({ ...c, loading: true }));
    Promise.all([serversApi.types(), serversApi.raspberryPiIds()])
      .then(([types, boards]) => {
        const offered = selectableTypes(types);
        if (live)
          setChoices({ types: offered.length ? offered : [...SELECTABLE_SERVER_TYPES], boards, loading: false });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (live) setChoices((c) => ({ ...c, loading: false }));
      });
    return () => {
      live = false;
    };
  }, [open]);

  return choices;
};
