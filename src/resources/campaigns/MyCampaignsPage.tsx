import { PlusOutlined, RocketOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Flex } from "antd";
import { useNavigate } from "react-router";
import { PageHeader } from "@/components/layout/PageHeader";
import { CampaignsTable } from "./CampaignsTable";
import { TaskTypesButton } from "./TaskTypesInfoDialog";
import { campaignList } from "./index";

/** /campaign/list: the signed-in user's campaigns with live progress. */
export const MyCampaignsPage = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t("campaigns.mine.title")}
        description={t("nav.descriptions.campaign-list")}
        icon={<RocketOutlined aria-hidden />}
        actions={
          <Flex gap={8} wrap>
            <TaskTypesButton />
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => void navigate("/campaign/add")}>
              {t("campaigns.add.open")}
            </Button>
          </Flex>
        }
      />
      <CampaignsTable declaration={campaignList} />
    </Flex>
  );
};

export default MyCampaignsPage;
