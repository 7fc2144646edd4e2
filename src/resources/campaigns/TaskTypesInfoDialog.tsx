import { useState } from "react";
import { InfoCircleOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Descriptions } from "antd";
import { TASK_TYPES } from "@/api/types/campaigns";
import { CloseOnlyDialog } from "@/components/widgets/CloseOnlyDialog";

/** The task types info dialog (spec §2): what each task type makes a machine do. */
export const TaskTypesInfoDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = useTranslate();
  return (
    <CloseOnlyDialog
      open={open}
      title={t("campaigns.task_types.title")}
      onClose={onClose}
      closeText={t("campaigns.close")}
      width={640}
    >
      <Descriptions
        column={1}
        bordered
        size="small"
        items={TASK_TYPES.map((type) => ({
          key: type,
          label: t(`campaigns.task_type.${type}`),
          children: t(`campaigns.task_types.${type}`),
        }))}
      />
    </CloseOnlyDialog>
  );
};

export const TaskTypesButton = () => {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<InfoCircleOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t("campaigns.task_types.open")}
      </Button>
      <TaskTypesInfoDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
