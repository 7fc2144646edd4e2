import { useMemo } from "react";
import { DeleteOutlined, PauseCircleOutlined, PlayCircleOutlined, StopOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Avatar, Flex, Typography, type TableColumnsType } from "antd";
import { Link } from "react-router";
import type { Campaign } from "@/api/types/campaigns";
import { CountryFlag } from "@/components/locale";
import { useFormatDay } from "@/lib/useFormatDate";
import { CampaignStatusTag } from "./CampaignStatusTag";
import { ProgressCell } from "./ProgressCell";
import type { CampaignAction } from "./useCampaignActions";
import { rowColumn } from "@/components/table/rowColumn";
import { RowAction } from "@/components/table/RowAction";

export interface CampaignColumnsOptions {
  showOwner: boolean;
  can: (campaign: Campaign, action: CampaignAction) => boolean;
  onAction: (campaign: Campaign, action: CampaignAction) => void;
  busy: number | null;
}

export const detailPath = (id: number): string => `/campaign/detail?id=${id}`;

const ACTIONS: { action: CampaignAction; icon: React.ReactNode; when: (c: Campaign) => boolean }[] = [
  { action: "pause", icon: <PauseCircleOutlined aria-hidden />, when: (c) => c.status === "ACTIVE" },
  { action: "resume", icon: <PlayCircleOutlined aria-hidden />, when: (c) => c.status === "PAUSED" },
  { action: "stop", icon: <StopOutlined aria-hidden />, when: (c) => c.status === "ACTIVE" || c.status === "PAUSED" },
  { action: "remove", icon: <DeleteOutlined aria-hidden />, when: () => true },
];

/** The campaign lists' columns; sortable keys are the API's. */
export const useCampaignColumns = ({
  showOwner,
  can,
  onAction,
  busy,
}: CampaignColumnsOptions): TableColumnsType<Campaign> => {
  const t = useTranslate();
  const formatDate = useFormatDay();
  return useMemo(
    () => [
      rowColumn("app", t("campaigns.fields.app"), (c: Campaign) => (
        <Flex gap={8} align="center">
          <Avatar shape="square" size={32} src={c.app.image_src ?? undefined} alt="" />
          <Flex vertical gap={0}>
            <Link to={detailPath(c.id)}>{c.app.name}</Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              #{c.id} · {c.app.app_id}
            </Typography.Text>
          </Flex>
        </Flex>
      )),
      rowColumn("locale", t("campaigns.fields.locale"), (c: Campaign) => (
        <CountryFlag code={c.locale.country} label={c.locale.name} />
      )),
      ...(showOwner
        ? [rowColumn("owner", t("campaigns.fields.owner"), (c: Campaign) => c.owner.name || c.owner.login)]
        : []),
      rowColumn("status", t("campaigns.fields.status"), (c: Campaign) => <CampaignStatusTag status={c.status} />),
      rowColumn("start_date", t("campaigns.fields.dates"), (c: Campaign) => (
        <Flex vertical gap={0} style={{ whiteSpace: "nowrap" }}>
          <span>
            {formatDate(c.start_date)} – {formatDate(c.end_date)}
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("campaigns.days", { count: c.days })}
          </Typography.Text>
        </Flex>
      )),
      rowColumn("progress", t("campaigns.fields.progress"), (c: Campaign) => (
        <ProgressCell done={c.done} planned={c.planned} label={t("campaigns.progress_of", { app: c.app.name })} />
      )),
      rowColumn("today", t("campaigns.fields.today"), (c: Campaign) =>
        c.today_planned > 0 ? (
          `${c.today_done} / ${c.today_planned}`
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
      ),
      rowColumn("actions", t("campaigns.fields.actions"), (c: Campaign) => (
        <Flex gap={4}>
          {ACTIONS.filter((a) => a.when(c) && can(c, a.action)).map(({ action, icon }) => (
            <RowAction
              key={action}
              danger={action === "remove" || action === "stop"}
              loading={busy === c.id}
              tip={t(`campaigns.actions.${action}.label`, { app: c.app.name })}
              icon={icon}
              onClick={() => onAction(c, action)}
            />
          ))}
        </Flex>
      )),
    ],
    [t, formatDate, showOwner, can, onAction, busy],
  );
};
