import { ROUTES } from "@/api/redirect";
import { ArrowLeftOutlined, HomeOutlined, LockOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Flex, theme } from "antd";
import { IconResult } from "@/components/IconResult";
import { useNavigate } from "react-router";

/** Shown in place of a page the user's roles do not open. */
export const AccessDenied = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const { token } = theme.useToken();

  return (
    <IconResult
      icon={
        <Flex
          align="center"
          justify="center"
          style={{
            width: 112,
            height: 112,
            margin: "0 auto",
            borderRadius: "50%",
            background: token.colorWarningBg,
            border: `1px solid ${token.colorWarningBorder}`,
            color: token.colorWarning,
            fontSize: 48,
          }}
        >
          <LockOutlined aria-hidden />
        </Flex>
      }
      title={t("error.access_denied.title", "Access denied")}
      subTitle={t(
        "error.access_denied.message",
        "You don't have permission to access this page. Please contact your administrator if you believe this is an error.",
      )}
      extra={
        <Flex gap={8} justify="center" wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
            {t("error.access_denied.go_back", "Go Back")}
          </Button>
          <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate(ROUTES.home)}>
            {t("error.access_denied.go_home", "Go to Home")}
          </Button>
        </Flex>
      }
    />
  );
};
