import type { ReactNode } from "react";
import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { useList, useOne, useTranslate } from "@refinedev/core";
import { Col, Empty, Flex, List, Progress, Row, Skeleton, Typography } from "antd";
import { Card } from "@/components/widgets/Card";
import { Link } from "react-router";
import type { Campaign } from "@/api/types/campaigns";
import { progressOf } from "@/api/types/campaigns";
import { useNotifications } from "@/components/notifications/useNotifications";
import { ToneTag } from "@/components/widgets/ToneTag";
import { useFormatDate } from "@/lib/useFormatDate";
import { useCampaignProgress, useReadAgainOnAdded } from "@/resources/campaigns/useCampaignProgress";
import { historyPath, presetRange } from "@/resources/keywords/historyParams";
import type { DashboardRecord, FleetHealthRecord } from "@/registry/lookups/statistic";
import { useAuthStore } from "@/state/auth";
import { apps } from "@/registry/areas/apps";
import { campaignList } from "@/registry/areas/campaigns";
import { machines } from "@/registry/areas/machines";
import { servers, updateCenter } from "@/registry/areas/servers";
import { listFilterPath, recordLink, recordUrl } from "@/registry/recordUrl";

/** Servers named under fleet health, each a link to itself; the update center lists them all. */
const OUTDATED_SHOWN = 5;

const STATUS_TONES: Record<string, "green" | "orange" | "red" | "blue" | "default"> = {
  ACTIVE: "green",
  ONLINE: "green",
  BUSY: "blue",
  PENDING: "orange",
  OFFLINE: "default",
  BANNED: "red",
  ERROR: "red",
};

const Widget = ({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) => (
  <Card
    variant="borderless"
    title={<span style={{ whiteSpace: "normal" }}>{title}</span>}
    extra={extra}
    style={{ height: "100%" }}
  >
    {children}
  </Card>
);

const ActiveCampaigns = () => {
  const t = useTranslate();
  const { result, query } = useList<Campaign>({
    resource: "campaign-list",
    pagination: { currentPage: 1, pageSize: 5, mode: "server" },
    filters: [{ field: "status", operator: "eq", value: "ACTIVE" }],
    sorters: [{ field: "start_date", order: "desc" }],
  });
  const { latest, last } = useCampaignProgress();
  useReadAgainOnAdded(last, result.data, "campaign-list");
  return (
    <Widget
      title={t("dashboard.widgets.campaigns")}
      extra={<Link to={listFilterPath(campaignList, { status: "ACTIVE" })}>{t("dashboard.widgets.all")}</Link>}
    >
      {query.isLoading ? (
        <Skeleton active />
      ) : result.data.length === 0 ? (
        <Empty description={t("dashboard.widgets.no_campaigns")}>
          <Link to={apps.routes.list}>{t("dashboard.widgets.promote")}</Link>
        </Empty>
      ) : (
        <List
          dataSource={result.data.map((c) => ({ ...c, ...latest.get(c.id), task: undefined }))}
          rowKey="id"
          renderItem={(c) => (
            <List.Item>
              <Flex vertical style={{ width: "100%" }} gap={2}>
                <Flex justify="space-between" gap={8}>
                  <Link
                    to={recordLink(campaignList, c as unknown as Record<string, unknown>) ?? campaignList.routes.list}
                  >
                    {c.app.name}
                  </Link>
                  <Typography.Text type="secondary">{c.locale.name}</Typography.Text>
                </Flex>
                <Progress
                  percent={Math.round(progressOf({ done: c.today_done, planned: c.today_planned }) * 100)}
                  size="small"
                  aria-label={t("dashboard.widgets.today_of", { app: c.app.name })}
                />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t("dashboard.widgets.today_figures", { done: c.today_done, planned: c.today_planned })}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Widget>
  );
};

const Counts = ({ rows, link }: { rows: { name: string; count: number }[]; link?: (name: string) => string }) => {
  const t = useTranslate();
  return (
    <Flex gap={8} wrap>
      {rows.map((r) => {
        const tag = (
          <ToneTag tone={STATUS_TONES[r.name] ?? "default"}>
            {t(`dashboard.status.${r.name}`, r.name)}: {r.count}
          </ToneTag>
        );
        return link ? (
          <Link key={r.name} to={link(r.name)}>
            {tag}
          </Link>
        ) : (
          <span key={r.name}>{tag}</span>
        );
      })}
    </Flex>
  );
};

const AppsAndKeywords = () => {
  const t = useTranslate();
  const { result } = useOne<DashboardRecord>({ resource: "dashboard-summary", id: "me" });
  return (
    <>
      <Col xs={24} lg={12}>
        <Widget title={t("dashboard.widgets.apps")}>
          {result ? (
            <Counts rows={result.apps_by_status} link={(status) => listFilterPath(apps, { status })} />
          ) : (
            <Skeleton active />
          )}
        </Widget>
      </Col>
      <Col xs={24} lg={12}>
        <Widget title={t("dashboard.widgets.movers")}>
          {!result ? (
            <Skeleton active />
          ) : (
            <List
              size="small"
              dataSource={result.keyword_movers}
              rowKey="kuid"
              renderItem={(k) => {
                const up = k.position_diff > 0;
                const label = t(up ? "keywords.change.up" : "keywords.change.down", {
                  count: Math.abs(k.position_diff),
                });
                return (
                  <List.Item>
                    <Flex vertical gap={0}>
                      <Link
                        to={historyPath({
                          auid: k.auid,
                          locale: k.locale_id,
                          keywords: [k.keyword],
                          ...presetRange(7),
                        })}
                        aria-label={t("dashboard.widgets.mover_history", { keyword: k.keyword, app: k.app })}
                      >
                        <Typography.Text strong>{k.keyword}</Typography.Text>
                      </Link>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {k.app} · {k.locale}
                      </Typography.Text>
                    </Flex>
                    <span aria-label={label} title={label}>
                      <ToneTag tone={up ? "green" : "red"}>
                        {up ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}{" "}
                        {Math.abs(k.position_diff)}
                      </ToneTag>
                    </span>
                  </List.Item>
                );
              }}
            />
          )}
        </Widget>
      </Col>
    </>
  );
};

const RecentNotifications = () => {
  const t = useTranslate();
  const formatDate = useFormatDate();
  const center = useNotifications();
  const recent = (center.items ?? []).slice(0, 5);
  return (
    <Widget title={t("dashboard.widgets.notifications")}>
      {center.items === null ? (
        <Skeleton active />
      ) : recent.length === 0 ? (
        <Empty description={t("dashboard.widgets.no_notifications")} />
      ) : (
        <List
          size="small"
          dataSource={recent}
          rowKey="id"
          renderItem={(n) => (
            <List.Item>
              <Flex vertical gap={0}>
                <Typography.Text strong={n.status === "NEW"}>{n.title}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDate(n.time)} · {n.body}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Widget>
  );
};

/** Fleet health for ADMIN and OWNER; others never ask for it: nothing a role may not see is fetched. */
const FleetHealth = () => {
  const t = useTranslate();
  const { result } = useOne<FleetHealthRecord>({ resource: "fleet-health", id: "fleet" });
  return (
    <Widget
      title={t("dashboard.widgets.fleet")}
      extra={<Link to={machines.routes.list}>{t("dashboard.widgets.machines")}</Link>}
    >
      {!result ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={12}>
          <Counts rows={result.machines_by_status} link={(status) => listFilterPath(machines, { status })} />
          <Typography.Text>
            {t("dashboard.widgets.outdated", {
              count: result.servers_outdated.length,
              version: result.servers_outdated[0]?.latest ?? "",
            })}
          </Typography.Text>
          {/* On a line of its own: a link inside a sentence must not differ by colour alone. */}
          {result.servers_outdated.length > 0 && (
            <Flex gap={8} wrap aria-label={t("dashboard.widgets.outdated_servers")} role="list">
              {result.servers_outdated.slice(0, OUTDATED_SHOWN).map((server) => (
                <span role="listitem" key={server.id}>
                  <Link to={recordUrl(servers, server.id) ?? servers.routes.list}>
                    {server.name} ({server.version_bot})
                  </Link>
                </span>
              ))}
            </Flex>
          )}
          {result.servers_outdated.length > 0 && (
            <Link to={updateCenter.routes.list}>{t("dashboard.widgets.update_center")}</Link>
          )}
        </Flex>
      )}
    </Widget>
  );
};

export const DashboardWidgets = () => {
  const roles = useAuthStore((s) => s.user?.roles ?? []);
  const admin = roles.includes("ADMIN") || roles.includes("OWNER");
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <ActiveCampaigns />
      </Col>
      <Col xs={24} lg={12}>
        <RecentNotifications />
      </Col>
      <AppsAndKeywords />
      {admin && (
        <Col xs={24}>
          <FleetHealth />
        </Col>
      )}
    </Row>
  );
};
