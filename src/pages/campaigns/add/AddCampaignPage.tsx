import { campaignList } from "@/registry/areas/campaigns";
import { useMemo, useState } from "react";
import {
  CheckOutlined,
  DeleteOutlined,
  ExclamationCircleOutlined,
  PlusOutlined,
  RocketOutlined,
} from "@ant-design/icons";
import { useInvalidate, useTranslate } from "@refinedev/core";
import { Alert, Button, DatePicker, Flex, Form, Space, Switch, Typography } from "antd";
import type { Dayjs } from "dayjs";
import dayjs from "dayjs";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError } from "@/api/errors";
import { daysBetween, type CampaignInput, type CampaignTaskType } from "@/api/types/campaigns";
import { Page } from "@/components/layout/Page";
import { CountryFlag } from "@/components/locale";
import { numberRule } from "@/components/form/numberRule";
import { SaveFailedAlert } from "@/components/form/SaveFailedAlert";
import { Card } from "@/components/widgets/Card";
import { NumberField } from "@/components/widgets/NumberField";
import { parseNumberText } from "@/lib/numberText";
import { unshownFieldErrors, unshownLines } from "@/lib/fieldErrors";
import { toast } from "@/providers/notification";
import { detailPath } from "@/resources/campaigns/detailPath";
import { TaskTypesButton } from "@/resources/campaigns/TaskTypesInfoDialog";
import { FeedbackDialog } from "./FeedbackDialog";
import { PerDayTable } from "./PerDayTable";
import { RequiredSearchSelect } from "./RequiredSearchSelect";
import { buildSchedule, requiredOf, type DayOverrides, type PlanRow } from "./plan";
import { SummaryDialog } from "./SummaryDialog";
import { TestAccountsDialog } from "./TestAccountsDialog";
import { useAnnounceErrors } from "@/components/form/announceErrors";
import { useCampaignSources } from "./useCampaignSources";
import { campaignAdd } from "@/registry/areas/campaigns";
import { useHoldTypedWork } from "@/components/form/useHoldTypedWork";
import { useValidateOnChange } from "@/components/form/useValidateOnChange";
import { appName } from "@/resources/apps/appStatus";

interface Values {
  auid?: string;
  localeId?: number;
  range?: [Dayjs, Dayjs];
  keywords: { keyword?: string; perDay: string }[];
  direct: string;
  feedback: string;
  testAccounts: string;
}

const DEFAULTS: Values = { keywords: [{ perDay: "20" }], direct: "0", feedback: "0", testAccounts: "0" };
const perDay = (text: string | undefined): number => parseNumberText(text ?? "") ?? 0;

/** In a stable order (row keys name the columns per day). */
const planOf = (values: Partial<Values>): PlanRow[] => {
  const rows: PlanRow[] = (values.keywords ?? [])
    .filter((k) => k.keyword)
    .map((k, i) => ({ key: `kw${i}`, type: "KEYWORD_INSTALL" as const, keyword: k.keyword, perDay: perDay(k.perDay) }));
  const add = (key: string, type: CampaignTaskType, count: number) => {
    if (count > 0) rows.push({ key, type, perDay: count });
  };
  add("direct", "DIRECT_INSTALL", perDay(values.direct));
  add("feedback", "FEEDBACK_INSTALL", perDay(values.feedback));
  add("accounts", "TEST_ACCOUNT_INSTALL", perDay(values.testAccounts));
  return rows;
};

/** An ACTIVE app, a locale, a date range and a plan per day; a summary before sending, a refusal keeps the input. */
const AddCampaignPage = () => {
  const t = useTranslate();
  const announce = useAnnounceErrors();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  useHoldTypedWork(form);
  const validation = useValidateOnChange();
  const [feedback, setFeedback] = useState<string[]>([]);
  const [accounts, setAccounts] = useState<string[]>([]);
  const [dialog, setDialog] = useState<"feedback" | "accounts" | null>(null);
  const [perDayOn, setPerDayOn] = useState(false);
  const [overrides, setOverrides] = useState<DayOverrides>({});
  const [summary, setSummary] = useState<CampaignInput | null>(null);
  const [saving, setSaving] = useState(false);
  // What the server said of the last sending; what the plan lacks is worked out afresh below.
  const [failure, setFailure] = useState<string[] | null>(null);

  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const auid = values?.auid ?? params.get("auid") ?? undefined;
  const sources = useCampaignSources(auid, values?.localeId);
  const range = values?.range;
  const dates = useMemo(
    () => (range ? daysBetween(range[0].format("YYYY-MM-DD"), range[1].format("YYYY-MM-DD")) : []),
    [range],
  );
  const rows = useMemo(() => planOf(values ?? {}), [values]);
  const active = perDayOn ? overrides : {};
  const needFeedback = requiredOf("FEEDBACK_INSTALL", rows, dates, active);
  const needAccounts = requiredOf("TEST_ACCOUNT_INSTALL", rows, dates, active);
  const feedbackWrong = needFeedback > 0 && feedback.length !== needFeedback;
  const accountsWrong = needAccounts > 0 && accounts.length !== needAccounts;
  // Read from the plan at every render once a review was asked for, so it goes once the plan is whole.
  const planProblem = !validation.submitted
    ? null
    : rows.length === 0
      ? t("campaigns.add.no_tasks")
      : feedbackWrong || accountsWrong
        ? t("campaigns.add.lists_incomplete")
        : null;
  const notSent = failure ?? (planProblem ? [planProblem] : null);

  const review = (v: Values) => {
    validation.markSubmitted();
    setFailure(null);
    if (rows.length === 0 || feedbackWrong || accountsWrong) return;
    const [start, end] = v.range ?? [dayjs(), dayjs()];
    setSummary({
      auid: v.auid ?? "",
      locale: v.localeId ?? 0,
      start_date: start.format("YYYY-MM-DD"),
      end_date: end.format("YYYY-MM-DD"),
      schedule: buildSchedule(dates, rows, active, feedback, accounts),
    });
  };

  const send = async () => {
    if (!summary || saving) return;
    setSaving(true);
    try {
      const { campaignsApi } = await import("@/api/endpoints/campaigns");
      const created = await campaignsApi.create(summary);
      await invalidate({ resource: "campaign-list", invalidates: ["list"] });
      toast("success", t("campaigns.add.created", { app: created.app.name }));
      void navigate(detailPath(created.id));
    } catch (error) {
      console.error(error);
      setSummary(null);
      const said =
        error instanceof ApiError && error.serverMessage ? [error.serverMessage] : [t("campaigns.add.failed")];
      setFailure([
        ...said,
        ...unshownLines(unshownFieldErrors(error instanceof ApiError ? error.fieldErrors : undefined, [])),
      ]);
    } finally {
      setSaving(false);
    }
  };

  const chosenLocale = sources.appLocales.find((l) => l.id === values?.localeId);

  return (
    <Page
      area={campaignAdd}
      title={t("campaigns.add.title")}
      icon={<RocketOutlined aria-hidden />}
      actions={<TaskTypesButton />}
    >
      {notSent && <SaveFailedAlert title={t("campaigns.add.not_sent")} lines={notSent} />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ ...DEFAULTS, auid: params.get("auid") ?? undefined }}
        validateTrigger={validation.validateTrigger}
        scrollToFirstError={{ focus: true, block: "center" }}
        onFinish={review}
        onFinishFailed={(failed) => {
          validation.markSubmitted();
          announce(failed);
        }}
      >
        <Card variant="borderless" title={t("campaigns.add.what")}>
          <Flex gap={16} wrap>
            <RequiredSearchSelect<string>
              name="auid"
              label={t("campaigns.fields.app")}
              requiredMessage={t("campaigns.add.app_required")}
              style={{ minWidth: 280, flex: 1 }}
              loading={sources.appsLoading}
              onChange={() => form.setFieldsValue({ localeId: undefined, keywords: DEFAULTS.keywords })}
              options={sources.apps.map((a) => ({ value: a.auid, title: appName(a), label: appName(a) }))}
            />
            <RequiredSearchSelect<number>
              name="localeId"
              label={t("campaigns.fields.locale")}
              requiredMessage={t("campaigns.add.locale_required")}
              style={{ minWidth: 240, flex: 1 }}
              disabled={!sources.app}
              options={sources.appLocales.map((l) => ({
                value: l.id,
                title: l.name,
                label: <CountryFlag code={l.country} label={l.name} />,
              }))}
            />
            <Form.Item
              name="range"
              label={t("campaigns.fields.dates")}
              rules={[{ required: true, message: t("campaigns.add.dates_required") }]}
              style={{ minWidth: 280 }}
            >
              <DatePicker.RangePicker allowClear={false} disabledDate={(d) => d.isBefore(dayjs().startOf("day"))} />
            </Form.Item>
          </Flex>
        </Card>
        <Card variant="borderless" title={t("campaigns.add.plan")} style={{ marginTop: 16 }}>
          <Typography.Paragraph type="secondary">{t("campaigns.add.plan_hint")}</Typography.Paragraph>
          <Form.List name="keywords">
            {(fields, { add, remove }) => (
              <Flex vertical gap={0}>
                {fields.map((field) => (
                  <Space key={field.key} align="start" wrap>
                    <RequiredSearchSelect<string>
                      name={[field.name, "keyword"]}
                      label={t("campaigns.fields.keyword")}
                      requiredMessage={t("campaigns.add.keyword_required")}
                      style={{ minWidth: 260 }}
                      disabled={!values?.localeId}
                      loading={sources.keywordsLoading}
                      options={sources.keywords.map((k) => ({ value: k, title: k, label: k }))}
                    />
                    <Form.Item
                      name={[field.name, "perDay"]}
                      label={t("campaigns.add.per_day")}
                      rules={[
                        numberRule(t, { label: t("campaigns.add.per_day"), required: true, integer: true, min: 1 }),
                      ]}
                    >
                      <NumberField integer style={{ width: 120 }} />
                    </Form.Item>
                    <Button
                      aria-label={t("campaigns.add.remove_keyword")}
                      icon={<DeleteOutlined aria-hidden />}
                      style={{ marginTop: 30 }}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                ))}
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => add({ perDay: "20" })}
                  style={{ alignSelf: "flex-start" }}
                >
                  {t("campaigns.add.add_keyword")}
                </Button>
              </Flex>
            )}
          </Form.List>
          <Flex gap={16} wrap style={{ marginTop: 16 }}>
            {(["direct", "feedback", "testAccounts"] as const).map((name) => (
              <Form.Item
                key={name}
                name={name}
                label={t(`campaigns.add.${name}`)}
                rules={[numberRule(t, { label: t(`campaigns.add.${name}`), integer: true, min: 0 })]}
              >
                <NumberField integer style={{ width: 160 }} />
              </Form.Item>
            ))}
          </Flex>
          <Flex gap={8} wrap>
            {needFeedback > 0 && (
              <Button
                icon={feedbackWrong ? <ExclamationCircleOutlined aria-hidden /> : <CheckOutlined aria-hidden />}
                onClick={() => setDialog("feedback")}
              >
                {t("campaigns.add.feedback_button", { count: feedback.length, required: needFeedback })}
              </Button>
            )}
            {needAccounts > 0 && (
              <Button
                icon={accountsWrong ? <ExclamationCircleOutlined aria-hidden /> : <CheckOutlined aria-hidden />}
                onClick={() => setDialog("accounts")}
              >
                {t("campaigns.add.accounts_button", { count: accounts.length, required: needAccounts })}
              </Button>
            )}
          </Flex>
          <Flex gap={8} align="center" style={{ marginTop: 16 }}>
            <Switch
              id="campaign-per-day"
              checked={perDayOn}
              onChange={setPerDayOn}
              disabled={dates.length === 0 || rows.length === 0}
            />
            <label htmlFor="campaign-per-day">{t("campaigns.add.edit_per_day")}</label>
          </Flex>
          {perDayOn && dates.length > 0 && (
            <div style={{ marginTop: 12 }}>
              <PerDayTable dates={dates} rows={rows} overrides={overrides} onChange={setOverrides} />
            </div>
          )}
        </Card>
        {validation.submitted && rows.length === 0 && (
          <Alert style={{ marginTop: 16 }} type="warning" showIcon message={t("campaigns.add.no_tasks")} />
        )}
        <Flex gap={8} style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit">
            {t("campaigns.add.review")}
          </Button>
          <Button onClick={() => void navigate(campaignList.routes.list)}>{t("campaigns.cancel")}</Button>
        </Flex>
      </Form>
      <FeedbackDialog
        open={dialog === "feedback"}
        required={needFeedback}
        value={feedback}
        onSave={setFeedback}
        onClose={() => setDialog(null)}
      />
      <TestAccountsDialog
        open={dialog === "accounts"}
        required={needAccounts}
        value={accounts}
        onSave={setAccounts}
        onClose={() => setDialog(null)}
      />
      <SummaryDialog
        input={summary}
        appName={sources.app ? appName(sources.app) : ""}
        localeName={chosenLocale?.name ?? ""}
        saving={saving}
        onConfirm={() => void send()}
        onClose={() => setSummary(null)}
      />
    </Page>
  );
};

export default AddCampaignPage;
