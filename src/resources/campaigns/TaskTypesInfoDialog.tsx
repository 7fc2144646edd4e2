import { useState } from "react";
import { InfoCircleOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button } from "antd";
import { Facts } from "@/resources/views/Facts";
import { TASK_TYPES } from "@/api/types/campaigns";
import { CloseOnlyDialog } from "@/components/widgets/CloseOnlyDialog";

export const TaskTypesButton = () => {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<InfoCircleOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t("campaigns.task_types.open")}
      </Button>
      <CloseOnlyDialog
        open={open}
        title={t("campaigns.task_types.title")}
        onClose={() => setOpen(false)}
        closeText={t("campaigns.close")}
        width={640}
      >
        <Facts
          column={1}
          bordered
          labels="campaigns.task_type."
          facts={Object.fromEntries(TASK_TYPES.map((type) => [type, t(`campaigns.task_types.${type}`)]))}
        />
      </CloseOnlyDialog>
    </>
  );
};
