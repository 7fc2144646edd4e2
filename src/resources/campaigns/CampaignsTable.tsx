import { useCallback, useMemo, type ReactNode } from "react";
import type { Campaign } from "@/api/types/campaigns";
import type { ResourceDeclaration } from "@/registry/types";
import { DeclaredList } from "../views/DeclaredList";
import { filterKeysOf, useListTable, type ListTable } from "@/resources/views/DeclaredList";
import { useCampaignActions, type CampaignAction } from "./useCampaignActions";
import { useCampaignCells } from "./campaignCells";
import { useCampaignProgress, useReadAgainOnAdded } from "./useCampaignProgress";

const NO_KEYS: readonly string[] = [];

const APPLIES: Record<CampaignAction, (c: Campaign) => boolean> = {
  pause: (c) => c.status === "ACTIVE",
  resume: (c) => c.status === "PAUSED",
  stop: (c) => c.status === "ACTIVE" || c.status === "PAUSED",
  remove: () => true,
};

export interface CampaignsTableProps {
  declaration: ResourceDeclaration;
  /** filters of the page's own kept in the URL (the owner filter), the same array each render */
  filterKeys?: readonly string[];
  extraFilters?: (list: ListTable<Campaign>) => ReactNode;
}

/** Both campaign lists as declared, with live counts, and each action confirmed before it runs. */
export const CampaignsTable = ({ declaration, filterKeys = NO_KEYS, extraFilters }: CampaignsTableProps) => {
  const keys = useMemo(() => [...filterKeysOf(declaration), ...filterKeys], [declaration, filterKeys]);
  const list = useListTable<Campaign>(declaration, { filterKeys: keys });
  const actions = useCampaignActions();
  const { latest, last } = useCampaignProgress();
  useReadAgainOnAdded(last, list.rows, declaration.name);
  const cells = useCampaignCells();

  const { run, busy } = actions;
  const onAction = useMemo(
    () =>
      Object.fromEntries(
        (Object.keys(APPLIES) as CampaignAction[]).map((action) => [action, (c: Campaign) => void run(c, action)]),
      ),
    [run],
  );
  const actionProps = useCallback(
    (key: string, c: Campaign) => ({ hidden: !APPLIES[key as CampaignAction](c), loading: busy === c.id }),
    [busy],
  );
  // Live counts replace the read ones until the next read brings them in.
  const rows = useMemo(
    () =>
      list.rows.map((row) => {
        const live = latest.get(row.id);
        return live ? { ...row, ...live, task: undefined } : row;
      }),
    [list.rows, latest],
  );

  return (
    <DeclaredList<Campaign>
      area={declaration}
      list={list}
      rows={rows}
      cells={cells}
      onAction={onAction}
      actionProps={actionProps}
      toolbar={extraFilters?.(list)}
    >
      {actions.dialog}
    </DeclaredList>
  );
};
