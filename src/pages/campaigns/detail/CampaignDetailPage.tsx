import { useState } from "react";
import { ClusterOutlined, RocketOutlined } from "@ant-design/icons";
import { useOne, useTranslate } from "@refinedev/core";
import { Avatar, Button, Flex, Result, Skeleton, Statistic, Table } from "antd";
import { Card } from "@/components/widgets/Card";
import { useSearchParams } from "react-router";
import { isoDay, type CampaignDayWire, type CampaignDetail, type TaskWire } from "@/api/types/campaigns";
import { Page } from "@/components/layout/Page";
import { CountryFlag } from "@/components/locale";
import { ToneTag } from "@/components/widgets/ToneTag";
import { useFormatDay } from "@/lib/useFormatDate";
import { useCan } from "@/providers/useCan";
import { CAMPAIGN_STATUS_TONES } from "@/registry/areas/campaigns";
import { useAuthStore } from "@/state/auth";
import { Facts } from "@/resources/views/Facts";
import { tableColumns } from "@/resources/views/tableColumns";
import { ProgressCell } from "@/resources/campaigns/ProgressCell";
import { TaskTypesButton } from "@/resources/campaigns/TaskTypesInfoDialog";
import { useCampaignActions, type CampaignAction } from "@/resources/campaigns/useCampaignActions";
import { ActiveMachinesDialog } from "./ActiveMachinesDialog";
import { DayDetailDialog } from "./DayDetailDialog";
import { TasksListDialog } from "./TasksListDialog";
import { useLiveCampaign } from "./useLiveCampaign";

const dayTotals = (day: CampaignDayWire) =>
  day.tasks.reduce(
    (sum, task) => ({
      planned: sum.planned + task.count,
      done: sum.done + task.success_count,
      notFound: sum.notFound + task.not_found_count,
      prev: sum.prev + task.prev_install_count,
    }),
    { planned: 0, done: 0, notFound: 0, prev: 0 },
  );

const STATUS_ACTIONS: Record<CampaignDetail["status"], CampaignAction[]> = {
  ACTIVE: ["pause", "stop"],
  PAUSED: ["resume", "stop"],
  FINISHED: [],
  STOPPED: [],
};

/** /campaign/detail?id=: the campaign's header, totals and days, moving live. */
const CampaignDetailPage = () => {
  const t = useTranslate();
  const formatDate = useFormatDay();
  const can = useCan();
  const me = useAuthStore((s) => s.user?.uuid);
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const { result, query } = useOne<CampaignDetail>({
    resource: "campaign-list",
    id,
    queryOptions: { enabled: id !== "" },
    errorNotification: false,
  });
  const campaign = useLiveCampaign(result);
  const actions = useCampaignActions();
  const [day, setDay] = useState<CampaignDayWire | null>(null);
  const [task, setTask] = useState<TaskWire | null>(null);
  const [machinesOpen, setMachinesOpen] = useState(false);
  // The day the page was opened: "today" in the days table.
  const [today] = useState(() => isoDay(Date.now()));

  if (!id || query.isError)
    return (
      <Result status="404" title={t("campaigns.detail.not_found")} subTitle={t("campaigns.detail.not_found_hint")} />
    );
  if (!campaign) return <Skeleton active paragraph={{ rows: 10 }} />;

  const mine = campaign.owner.uuid === me;
  const allowed = (action: CampaignAction) => mine || can("campaign-list", action === "remove" ? "delete" : "edit");
  // The day shown in the dialog follows the live counts too.
  const shownDay = day ? (campaign.schedule.find((d) => d.date === day.date) ?? day) : null;

  return (
    <Page
      title={campaign.app.name}
      description={t("campaigns.detail.subtitle", { id: campaign.id, app: campaign.app.app_id })}
      icon={
        <Avatar shape="square" size={40} src={campaign.app.image_src ?? undefined} icon={<RocketOutlined />} alt="" />
      }
      actions={
        <Flex gap={8} wrap>
          <TaskTypesButton />
          <Button icon={<ClusterOutlined aria-hidden />} onClick={() => setMachinesOpen(true)}>
            {t("campaigns.active_machines.open")}
          </Button>
          {STATUS_ACTIONS[campaign.status].filter(allowed).map((action) => (
            <Button
              key={action}
              danger={action === "stop"}
              loading={actions.busy === campaign.id}
              onClick={() => void actions.run(campaign, action)}
            >
              {t(`campaigns.actions.${action}.short`)}
            </Button>
          ))}
        </Flex>
      }
    >
      <Card variant="borderless">
        <Flex vertical gap={16}>
          <Facts
            column={{ xs: 1, sm: 2, lg: 4 }}
            labels="campaigns.fields."
            facts={{
              status: (
                <ToneTag tone={CAMPAIGN_STATUS_TONES[campaign.status]}>
                  {t(`campaigns.status.${campaign.status}`)}
                </ToneTag>
              ),
              locale: <CountryFlag code={campaign.locale.country} label={campaign.locale.name} />,
              owner: campaign.owner.name || campaign.owner.login,
              dates: `${formatDate(campaign.start_date)} – ${formatDate(campaign.end_date)}`,
            }}
          />
          <Flex gap={32} wrap aria-live="polite">
            <Statistic title={t("campaigns.detail.planned")} value={campaign.planned} />
            <Statistic title={t("campaigns.detail.done")} value={campaign.done} />
            <Statistic title={t("campaigns.detail.not_found")} value={campaign.not_found} />
            <Statistic
              title={t("campaigns.detail.today")}
              value={campaign.today_done}
              suffix={`/ ${campaign.today_planned}`}
              valueStyle={{ fontVariantNumeric: "tabular-nums" }}
            />
          </Flex>
          <ProgressCell
            done={campaign.done}
            planned={campaign.planned}
            label={t("campaigns.progress_of", { app: campaign.app.name })}
          />
        </Flex>
      </Card>
      <Card variant="borderless" title={t("campaigns.detail.days")}>
        <Table<CampaignDayWire>
          size="small"
          rowKey="date"
          pagination={false}
          dataSource={campaign.schedule}
          scroll={{ y: 480, x: "max-content" }}
          columns={tableColumns<CampaignDayWire>(
            t,
            "campaigns.fields.",
            {
              date: (d) => (
                <Flex gap={8} align="center">
                  {formatDate(d.date)}
                  {d.date === today && <ToneTag tone="blue">{t("campaigns.detail.today_tag")}</ToneTag>}
                </Flex>
              ),
              count: (d) => dayTotals(d).planned,
              success: (d) => dayTotals(d).done,
              not_found: (d) => dayTotals(d).notFound,
              prev_installs: (d) => dayTotals(d).prev,
              actions: (d) => (
                <Button
                  size="small"
                  aria-label={t("campaigns.day.open", { date: formatDate(d.date) })}
                  onClick={() => setDay(d)}
                >
                  {t("campaigns.day.tasks", { count: d.tasks.length })}
                </Button>
              ),
            },
            ["count", "success", "not_found", "prev_installs"],
          )}
        />
      </Card>
      <DayDetailDialog day={shownDay} onClose={() => setDay(null)} onTask={setTask} />
      <TasksListDialog campaignId={campaign.id} task={task} onClose={() => setTask(null)} />
      <ActiveMachinesDialog campaignId={campaign.id} open={machinesOpen} onClose={() => setMachinesOpen(false)} />
      {actions.dialog}
    </Page>
  );
};

export default CampaignDetailPage;
