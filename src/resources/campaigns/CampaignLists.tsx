import { campaignAdd } from "@/registry/areas/campaigns";
import { useCallback, useMemo } from "react";
import { PlusOutlined } from "@ant-design/icons";
import { useList, useTranslate } from "@refinedev/core";
import { Button, Flex } from "antd";
import { useNavigate } from "react-router";
import type { User } from "@/api/types";
import type { Campaign } from "@/api/types/campaigns";
import { Page } from "@/components/layout/Page";
import { campaignList, campaignUsersList } from "@/registry/areas/campaigns";
import type { ResourceDeclaration } from "@/registry/types";
import { DeclaredList, FilterSelect, filterKeysOf, useListTable } from "../views/DeclaredList";
import { TaskTypesButton } from "./TaskTypesInfoDialog";
import { useCampaignActions, type CampaignAction } from "./useCampaignActions";
import { useCampaignCells } from "./campaignCells";
import { useCampaignProgress, useReadAgainOnAdded } from "./useCampaignProgress";

/** Pause, resume and stop on many campaigns: each campaign's own call, as its row's button makes it. */
const BULK = Object.fromEntries(
  (["pause", "resume", "stop"] as const).map((action) => [
    action,
    async (c: Campaign) => (await import("@/api/endpoints/campaigns")).campaignsApi[action](c.id),
  ]),
);

const APPLIES: Record<CampaignAction, (c: Campaign) => boolean> = {
  pause: (c) => c.status === "ACTIVE",
  resume: (c) => c.status === "PAUSED",
  stop: (c) => c.status === "ACTIVE" || c.status === "PAUSED",
  remove: () => true,
};

/**
 * Both campaign lists as declared, with live counts, and each action confirmed before it runs;
 * the users' list adds its owner filter, kept in the URL.
 */
const CampaignsTable = ({ declaration, owners = false }: { declaration: ResourceDeclaration; owners?: boolean }) => {
  const t = useTranslate();
  const keys = useMemo(() => [...filterKeysOf(declaration), ...(owners ? ["owner"] : [])], [declaration, owners]);
  const list = useListTable<Campaign>(declaration, { filterKeys: keys });
  const users = useList<User>({
    resource: "users",
    pagination: { mode: "off" },
    errorNotification: false,
    queryOptions: { enabled: owners },
  });
  const { run, busy, dialog } = useCampaignActions();
  const { latest, last } = useCampaignProgress();
  useReadAgainOnAdded(last, list.rows, declaration.name);
  const cells = useCampaignCells();

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
      onBulk={BULK}
      toolbar={
        owners && (
          <FilterSelect
            list={list}
            name="owner"
            label={t("campaigns.filters.owner")}
            showSearch
            optionFilterProp="label"
            loading={users.query.isLoading}
            style={{ minWidth: 220 }}
            options={users.result.data.map((u) => ({ value: u.uuid, label: `${u.name} ${u.surname} (${u.login})` }))}
          />
        )
      }
    >
      {dialog}
    </DeclaredList>
  );
};

/** /campaign/list: the signed-in user's campaigns with live progress. */
export const MyCampaignsPage = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const actions = (
    <Flex gap={8} wrap>
      <TaskTypesButton />
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => void navigate(campaignAdd.routes.list)}>
        {t("campaigns.add.open")}
      </Button>
    </Flex>
  );

  return (
    <Page area={campaignList} actions={actions}>
      <CampaignsTable declaration={campaignList} />
    </Page>
  );
};

/** /campaign/users-list (ADMIN, OWNER): every user's campaigns, filtered by owner. */
export const UsersCampaignsPage = () => (
  <Page area={campaignUsersList}>
    <CampaignsTable declaration={campaignUsersList} owners />
  </Page>
);
