import { ArrowLeftOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Card, Empty, Flex, Typography } from "antd";
import { useLocation, useNavigate } from "react-router";
import { PageHeader } from "@/components/layout/PageHeader";
import {
  groupIcon,
  pageNameKey,
  resourceDescriptionKey,
  resourceForPath,
  resourceLabelKey,
} from "@/components/layout/menuEntries";

/**
 * Stand-in view of an area whose tools arrive with a later issue: it names the area, says what
 * the area is for and leads back to the dashboard, so every sidebar entry already opens a page.
 */
export const AreaPage = () => {
  const t = useTranslate();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const resource = resourceForPath(pathname);
  const titleKey = resource ? resourceLabelKey(resource) : pageNameKey(pathname);
  const icon = resource ? (resource.meta.icon ?? groupIcon(resource.meta.group)) : null;

  return (
    <Card variant="borderless" style={{ maxWidth: 960, margin: "0 auto" }}>
      <PageHeader
        icon={icon ?? undefined}
        title={titleKey ? t(titleKey) : ""}
        description={resource ? t(resourceDescriptionKey(resource)) : undefined}
        style={{ marginBottom: 8 }}
      />
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        style={{ paddingBlock: 48 }}
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>{t("def.area.soon_title")}</Typography.Text>
            <Typography.Text type="secondary">{t("def.area.soon_text")}</Typography.Text>
          </Flex>
        }
      >
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate("/")}>
          {t("def.area.back")}
        </Button>
      </Empty>
    </Card>
  );
};

export default AreaPage;
