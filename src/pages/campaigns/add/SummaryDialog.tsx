import { useTranslate } from "@refinedev/core";
import { Descriptions, Modal } from "antd";
import { TASK_TYPES, type CampaignInput } from "@/api/types/campaigns";
import { useFormatDay } from "@/lib/useFormatDate";

/** The summary shown before the campaign is sent: what runs where, when and how much. */
export const SummaryDialog = ({
  input,
  appName,
  localeName,
  saving,
  onConfirm,
  onClose,
}: {
  input: CampaignInput | null;
  appName: string;
  localeName: string;
  saving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const t = useTranslate();
  const formatDate = useFormatDay();
  const totals = TASK_TYPES.map((type) => ({
    type,
    count: (input?.schedule ?? []).reduce(
      (sum, day) => sum + day.tasks.filter((k) => k.type === type).reduce((s, k) => s + k.count, 0),
      0,
    ),
  })).filter((x) => x.count > 0);
  return (
    <Modal
      open={input !== null}
      title={t("campaigns.add.summary")}
      okText={t("campaigns.add.submit")}
      cancelText={t("campaigns.add.back")}
      onOk={onConfirm}
      confirmLoading={saving}
      onCancel={onClose}
    >
      {input && (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: "app", label: t("campaigns.fields.app"), children: appName },
            { key: "locale", label: t("campaigns.fields.locale"), children: localeName },
            {
              key: "dates",
              label: t("campaigns.fields.dates"),
              children: `${formatDate(input.start_date)} – ${formatDate(input.end_date)} (${t("campaigns.days", { count: input.schedule.length })})`,
            },
            ...totals.map(({ type, count }) => ({
              key: type,
              label: t(`campaigns.task_type.${type}`),
              children: t("campaigns.add.installs", { count }),
            })),
          ]}
        />
      )}
    </Modal>
  );
};
