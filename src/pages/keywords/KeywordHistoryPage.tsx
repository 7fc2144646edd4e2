import { keywords } from "@/registry/areas/keywords";
import { routeTo } from "@/registry/recordUrl";
import { lazy, Suspense, useMemo } from "react";
import { ArrowLeftOutlined, LineChartOutlined } from "@ant-design/icons";
import { useOne, useTranslate, type HttpError } from "@refinedev/core";
import { Alert, Button, DatePicker, Flex, Segmented, Skeleton, Table } from "antd";
import dayjs from "dayjs";
import { useNavigate, useSearchParams } from "react-router";
import { Page } from "@/components/layout/Page";
import { Card } from "@/components/widgets/Card";
import { ChartBoundary } from "@/components/widgets/ChartBoundary";
import { historyId, keywordHistoryData, type KeywordHistoryRecord } from "@/registry/lookups/keywords";
import { useKeywordScope } from "@/resources/keywords/useKeywordScope";
import { appName } from "@/resources/apps/appStatus";
import { MissingHistoryError, toHistory } from "./historyData";
import { useChartFormat } from "@/pages/statistic/chartFormat";
import { KeywordPicker } from "./KeywordPicker";
import styles from "./KeywordHistory.module.css";
import { historyPath, presetRange, RANGE_PRESETS, readHistoryScope } from "@/resources/keywords/historyParams";

const HistoryChart = lazy(() => import("./HistoryChart"));
/** Lines drawn when the URL names none: more would hide each other. */
const FIRST_LINES = 5;

const KeywordHistoryPage = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const scope = readHistoryScope(params);
  const format = useChartFormat();
  const { app, locale } = useKeywordScope();
  // Without an app and a locale there is nothing to ask for: the page says where to choose them.
  const scoped = scope.auid !== "" && scope.locale > 0;
  const { result, query } = useOne<KeywordHistoryRecord, HttpError>({
    resource: keywordHistoryData.name,
    id: historyId(scope.auid, scope.locale, scope.from, scope.to),
    queryOptions: { enabled: scoped },
    errorNotification: false,
  });

  const available = useMemo(() => Object.keys(result?.series ?? {}).sort(), [result]);
  const chosen = scope.keywords.length > 0 ? scope.keywords : available.slice(0, FIRST_LINES);
  // A few keywords over at most a few months: cheap enough to derive on every render.
  const history = (() => {
    if (!result) return null;
    try {
      return toHistory(result, chosen);
    } catch (error) {
      if (error instanceof MissingHistoryError) return error;
      throw error;
    }
  })();

  const go = (changes: Partial<typeof scope>) =>
    void navigate(historyPath({ ...scope, ...changes }), { replace: true });
  const days = dayjs(scope.to).diff(dayjs(scope.from), "day") + 1;
  const preset = RANGE_PRESETS.find((d) => d === days && scope.to === presetRange(d).to);
  const failed = query.error || history instanceof MissingHistoryError;
  const name = app ? appName(app) : scope.auid;

  return (
    <Page
      title={t("keywords.history.title")}
      // Before an app is chosen the declared description says what the page shows.
      description={name ? (locale ? `${name} · ${locale.name}` : name) : undefined}
      icon={<LineChartOutlined aria-hidden />}
      actions={
        <Button
          icon={<ArrowLeftOutlined aria-hidden />}
          onClick={() => void navigate(routeTo(keywords, { auid: scope.auid, locale: scope.locale }))}
        >
          {t("keywords.history.back")}
        </Button>
      }
    >
      <Card variant="borderless">
        <Flex vertical gap={16}>
          <Flex gap={12} wrap align="center">
            <Segmented<number | "custom">
              className={styles.range}
              aria-label={t("keywords.history.range")}
              value={preset ?? "custom"}
              options={[
                ...RANGE_PRESETS.map((d) => ({ value: d, label: t("keywords.history.last_days", { count: d }) })),
                { value: "custom" as const, label: t("keywords.history.custom"), disabled: true },
              ]}
              onChange={(value) => typeof value === "number" && go(presetRange(value))}
            />
            <DatePicker.RangePicker
              aria-label={t("keywords.history.custom")}
              allowClear={false}
              value={[dayjs(scope.from), dayjs(scope.to)]}
              disabledDate={(d) => d.isAfter(dayjs(), "day")}
              onChange={(range) => {
                const [from, to] = range ?? [];
                if (from && to) go({ from: from.format("YYYY-MM-DD"), to: to.format("YYYY-MM-DD") });
              }}
            />
            <KeywordPicker
              label={t("keywords.history.keywords")}
              value={chosen}
              available={available}
              onChange={(keywords) => go({ keywords })}
            />
          </Flex>
          {!scoped ? (
            <Alert type="info" showIcon message={t("keywords.history.no_scope")} />
          ) : failed ? (
            <Alert type="error" showIcon role="alert" message={t("keywords.history.failed")} />
          ) : !history || query.isLoading ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : (
            <>
              <ChartBoundary>
                <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                  <HistoryChart points={history.points} />
                </Suspense>
              </ChartBoundary>
              {/* A focusable region: keyboard users scroll the figures too (axe scrollable-region-focusable). */}
              <div
                tabIndex={0}
                role="region"
                aria-label={t("keywords.history.table_caption")}
                style={{ maxHeight: 360, overflow: "auto" }}
              >
                <Table
                  size="small"
                  pagination={false}
                  rowKey="date"
                  caption={t("keywords.history.table_caption")}
                  columns={[
                    {
                      key: "date",
                      dataIndex: "date",
                      title: t("keywords.history.date"),
                      render: (date: string) => format.day(date),
                    },
                    ...history.keywords.map((k) => ({
                      key: k,
                      dataIndex: k,
                      title: k,
                      align: "right" as const,
                      render: (position: number | null) =>
                        position === null ? t("keywords.history.not_found") : format.number(position),
                    })),
                  ]}
                  dataSource={history.dates.map((date) => ({
                    date,
                    ...Object.fromEntries(
                      history.points.filter((p) => p.date === date).map((p) => [p.keyword, p.position]),
                    ),
                  }))}
                />
              </div>
            </>
          )}
        </Flex>
      </Card>
    </Page>
  );
};

export default KeywordHistoryPage;
