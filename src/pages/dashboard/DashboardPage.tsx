import { RightOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Col, Empty, Flex, Row, Tag, theme, Typography } from "antd";
import { Card } from "@/components/widgets/Card";
import { Link } from "react-router";
import type { Role } from "@/api/types";
import { groupIcon, visibleResources } from "@/components/layout/menuEntries";
import { groupLabelKey, resourceDescriptionKey, resourceLabelKey } from "@/registry/labels";
import { displayName } from "@/components/layout/userDisplay";
import { Page } from "@/components/layout/Page";
import type { ResourceDeclaration } from "@/registry/types";
import { useAuthStore } from "@/state/auth";
import { DashboardWidgets } from "./DashboardWidgets";

// Preset colours whose text keeps 4.5:1 on their own tint (gold, orange and cyan do not).
const ROLE_COLORS: Record<Role, string> = { OWNER: "magenta", ADMIN: "blue", ADMIN_BOT: "purple", USER: "default" };

const AreaCard = ({ resource }: { resource: ResourceDeclaration }) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const group = resource.meta.group;
  const icon = resource.meta.icon ?? groupIcon(group);

  return (
    <Link to={resource.routes.list} style={{ display: "block", height: "100%" }}>
      <Card hoverable variant="borderless" style={{ height: "100%" }} styles={{ body: { height: "100%" } }}>
        <Flex gap={16} align="flex-start" style={{ height: "100%" }}>
          <Flex
            align="center"
            justify="center"
            aria-hidden
            style={{
              width: 44,
              height: 44,
              flexShrink: 0,
              borderRadius: token.borderRadiusLG,
              background: token.colorPrimaryBg,
              color: token.colorPrimary,
              fontSize: 20,
            }}
          >
            {icon}
          </Flex>
          <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
            {group && (
              <Typography.Text
                type="secondary"
                style={{ fontSize: 12, textTransform: "uppercase", letterSpacing: 0.5 }}
              >
                {t(groupLabelKey(group))}
              </Typography.Text>
            )}
            <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
              {t(resourceLabelKey(resource))}
            </Typography.Title>
            <Typography.Text type="secondary">{t(resourceDescriptionKey(resource))}</Typography.Text>
          </Flex>
          <RightOutlined aria-hidden style={{ color: token.colorTextTertiary, marginTop: 4 }} />
        </Flex>
      </Card>
    </Link>
  );
};

/** Who is signed in and a card per area their roles open, from the sidebar's registry filter. */
const DashboardPage = () => {
  const t = useTranslate();
  const user = useAuthStore((s) => s.user);
  const areas = visibleResources(user).filter((r) => r.routes.list !== "/");
  const name = displayName(user);

  return (
    // The greeting is the page's header, drawn as every page's; the roles follow it.
    <Page
      title={t("dashboard.greeting", { name })}
      description={t("dashboard.subtitle")}
      style={{ maxWidth: 1200, margin: "0 auto", gap: 24 }}
    >
      <Flex align="center" gap={8} wrap style={{ marginTop: -8 }}>
        <Typography.Text>{t("dashboard.your_roles")}</Typography.Text>
        {(user?.roles ?? []).map((role) => (
          <Tag key={role} color={ROLE_COLORS[role]} bordered={false}>
            {t(`def.roles.${role}`)}
          </Tag>
        ))}
      </Flex>

      <DashboardWidgets />

      <section aria-labelledby="dashboard-areas">
        <Typography.Title id="dashboard-areas" level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {t("dashboard.areas_title")}
        </Typography.Title>
        {areas.length === 0 ? (
          <Empty description={t("dashboard.no_areas")} />
        ) : (
          <Row gutter={[16, 16]}>
            {areas.map((resource) => (
              <Col key={resource.name} xs={24} sm={12} lg={8} xxl={6}>
                <AreaCard resource={resource} />
              </Col>
            ))}
          </Row>
        )}
      </section>
    </Page>
  );
};

export default DashboardPage;
