import { useState } from "react";
import { BarChartOutlined, WarningFilled } from "@ant-design/icons";
import { useOne, useTranslate } from "@refinedev/core";
import { Col, DatePicker, Flex, Row, Skeleton, Statistic } from "antd";
import { IconResult } from "@/components/IconResult";
import { Card } from "@/components/widgets/Card";
import dayjs, { type Dayjs } from "dayjs";
import { Page } from "@/components/layout/Page";
import { joinParts } from "@/registry/lookups/partsLookup";
import { ChartCard } from "./ChartCard";
import type { StatisticRecord } from "@/registry/lookups/statistic";
import { statistic } from "@/registry/areas/statistic";
import { useChartFormat } from "./chartFormat";

const rate = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** /statistic (ADMIN, OWNER): team-wide figures over a chosen range, each chart with its table and CSV. */
const StatisticPage = () => {
  const t = useTranslate();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(29, "day"), dayjs()]);
  const from = range[0].format("YYYY-MM-DD");
  const to = range[1].format("YYYY-MM-DD");
  const { result, query } = useOne<StatisticRecord>({ resource: "statistic-range", id: joinParts(from, to) });
  const s = result?.summary;
  const type = (key: string) => t(`campaigns.task_type.${key}`);
  const format = useChartFormat();
  // Legends and tables name statuses in the user's language, never by their wire codes (the
  // accounts' own labels add the code in brackets for the list's filter; a chart leaves it out).
  const accountStatus = (code: string) => t(`accounts.status_code.${code}`, code).replace(/\s*\([A-Z_]+\)$/, "");
  const machineStatus = (code: string) => t(`machines.status.${code}`, code);
  const names: Partial<Record<string, (name: string) => string>> = { accounts_by_status: accountStatus };

  let body;
  if (query.isError)
    body = <IconResult status="warning" icon={<WarningFilled />} title={t("dashboard.statistic.failed")} />;
  else if (!result || !s) body = <Skeleton active paragraph={{ rows: 12 }} />;
  else
    body = (
      <Flex vertical gap={16}>
        <Card variant="borderless">
          <Flex gap={32} wrap>
            <Statistic
              title={t("dashboard.statistic.installs")}
              value={s.totals.installs}
              formatter={(v) => format.number(Number(v))}
            />
            <Statistic
              title={t("dashboard.statistic.success_rate")}
              value={rate(s.totals.installs, s.totals.planned)}
              formatter={(v) => format.number(Number(v))}
              suffix="%"
            />
            <Statistic
              title={t("dashboard.statistic.not_found_rate")}
              value={rate(s.totals.not_found, s.totals.installs + s.totals.not_found)}
              formatter={(v) => format.number(Number(v))}
              suffix="%"
            />
          </Flex>
        </Card>
        <ChartCard
          kind="line"
          title={t("dashboard.statistic.installs_per_day")}
          file="installs-per-day"
          data={result.installs.map((d) => ({
            date: d.date,
            type: type(d.type),
            installs: d.installs,
            not_found: d.not_found,
          }))}
          x="date"
          dates
          y="installs"
          color="type"
          columns={[
            { key: "date", title: t("campaigns.fields.date") },
            { key: "type", title: t("campaigns.fields.type") },
            { key: "installs", title: t("campaigns.fields.success") },
            { key: "not_found", title: t("campaigns.fields.not_found") },
          ]}
        />
        <Row gutter={[16, 16]}>
          {(
            [
              ["campaigns_per_user", s.campaigns_per_user, "column"],
              ["accounts_by_status", s.accounts_by_status, "pie"],
              ["sms_numbers_by_service", s.sms_numbers_by_service, "column"],
              ["proxies_per_config", s.proxies_per_config, "column"],
            ] as const
          ).map(([key, rows, kind]) => (
            <Col key={key} xs={24} lg={12}>
              <ChartCard
                kind={kind}
                title={t(`dashboard.statistic.${key}`)}
                file={key.replace(/_/g, "-")}
                data={rows.map((r) => ({ name: names[key]?.(r.name) ?? r.name, count: r.count }))}
                x="name"
                y="count"
                columns={[
                  { key: "name", title: t("dashboard.statistic.name") },
                  { key: "count", title: t("dashboard.statistic.count") },
                ]}
              />
            </Col>
          ))}
        </Row>
        <ChartCard
          kind="stacked"
          title={t("dashboard.statistic.machines_by_server")}
          file="machines-by-server"
          data={s.machines_by_server.map((r) => ({
            server: r.server,
            status: machineStatus(r.status),
            count: r.count,
          }))}
          x="server"
          y="count"
          color="status"
          columns={[
            { key: "server", title: t("dashboard.statistic.server") },
            { key: "status", title: t("campaigns.fields.status") },
            { key: "count", title: t("dashboard.statistic.count") },
          ]}
        />
      </Flex>
    );

  const rangePicker = (
    <DatePicker.RangePicker
      aria-label={t("dashboard.statistic.range")}
      allowClear={false}
      value={range}
      disabledDate={(d) => d.isAfter(dayjs(), "day")}
      presets={[7, 30, 90].map((days) => ({
        label: t("dashboard.statistic.last_days", { days }),
        value: [dayjs().subtract(days - 1, "day"), dayjs()] as [Dayjs, Dayjs],
      }))}
      onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
    />
  );

  return (
    <Page
      area={statistic}
      title={t("dashboard.statistic.title")}
      icon={<BarChartOutlined aria-hidden />}
      actions={rangePicker}
    >
      {body}
    </Page>
  );
};

export default StatisticPage;
