import { PlusOutlined, RocketOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Flex } from "antd";
import { useNavigate } from "react-router";
import { Page } from "@/components/layout/Page";
import { CampaignsTable } from "./CampaignsTable";
import { TaskTypesButton } from "./TaskTypesInfoDialog";
import { campaignList } from "@/registry/areas/campaigns";

/** /campaign/list: the signed-in user's campaigns with live progress. */
export const MyCampaignsPage = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const actions = (
    <Flex gap={8} wrap>
      <TaskTypesButton />
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => void navigate("/campaign/add")}>
        {t("campaigns.add.open")}
      </Button>
    </Flex>
  );

  return (
    <Page area={campaignList} title={t("campaigns.mine.title")} icon={<RocketOutlined aria-hidden />} actions={actions}>
      <CampaignsTable declaration={campaignList} />
    </Page>
  );
};

export default MyCampaignsPage;
