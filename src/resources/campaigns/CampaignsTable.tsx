import { useCallback, useMemo, type ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import { Flex } from "antd";
import { CAMPAIGN_STATUSES, type Campaign } from "@/api/types/campaigns";
import { useCan } from "@/providers/useCan";
import { useAuthStore } from "@/state/auth";
import { FilterSelect } from "../views/FilterSelect";
import { ListCard } from "../views/ListCard";
import { ListSearch } from "../views/ListSearch";
import { useListTable } from "../views/useListTable";
import type { ResourceDeclaration } from "@/registry/types";
import { useCampaignColumns } from "./campaignColumns";
import { useCampaignActions, type CampaignAction } from "./useCampaignActions";
import { useCampaignProgress, useReadAgainOnAdded } from "./useCampaignProgress";

export interface CampaignsTableProps {
  declaration: ResourceDeclaration;
  showOwner?: boolean;
  /** filters of the page's own kept in the URL (the owner filter) */
  filterKeys?: readonly string[];
  extraFilters?: (list: {
    filters: Readonly<Record<string, string | undefined>>;
    setFilter: (k: string, v: string | undefined) => void;
  }) => ReactNode;
}

/** Both campaign lists: server paging, sort and search, a status filter, live counts and the row actions. */
export const CampaignsTable = ({
  declaration,
  showOwner = false,
  filterKeys = [],
  extraFilters,
}: CampaignsTableProps) => {
  const t = useTranslate();
  const can = useCan();
  const me = useAuthStore((s) => s.user?.uuid);
  const list = useListTable<Campaign>(declaration, { filterKeys: ["status", ...filterKeys] });
  const actions = useCampaignActions();
  const { latest, last } = useCampaignProgress();
  useReadAgainOnAdded(last, list.rows, declaration.name);

  const allowed = useCallback(
    (c: Campaign, action: CampaignAction) =>
      c.owner.uuid === me || can(declaration.name, action === "remove" ? "delete" : "edit"),
    [me, can, declaration.name],
  );
  const onAction = useCallback((c: Campaign, action: CampaignAction) => void actions.run(c, action), [actions]);
  const columns = useCampaignColumns({ showOwner, can: allowed, onAction, busy: actions.busy });
  // Live counts replace the read ones until the next read brings them in.
  const rows = useMemo(
    () =>
      list.rows.map((row) => {
        const live = latest.get(row.id);
        return live ? { ...row, ...live, task: undefined } : row;
      }),
    [list.rows, latest],
  );

  const toolbar = (
    <Flex gap={8} wrap style={{ width: "100%" }}>
      <ListSearch list={list} label={t("campaigns.search")} />
      <FilterSelect
        list={list}
        name="status"
        label={t("campaigns.filters.status")}
        style={{ minWidth: 160 }}
        options={CAMPAIGN_STATUSES.map((s) => ({ value: s, label: t(`campaigns.status.${s}`) }))}
      />
      {extraFilters?.(list)}
    </Flex>
  );

  return (
    <ListCard<Campaign>
      list={list}
      rows={rows}
      columns={columns}
      toolbar={toolbar}
      empty={t("campaigns.empty")}
      noMatch={t("campaigns.no_match", { search: list.search })}
    >
      {actions.dialog}
    </ListCard>
  );
};
