import { ReloadOutlined, WarningOutlined } from "@ant-design/icons";
import { useT } from "@/providers/useT";
import { Button, Flex, Result, theme, Typography } from "antd";
import { isRouteErrorResponse, useRouteError } from "react-router";

const describe = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error) ?? "";
  } catch {
    return String(error);
  }
};

export interface RouterErrorViewProps {
  error: unknown;
}

/**
 * The crash screen. It may render outside refine and the theme (as a router errorElement above
 * them), so every text has its English fallback and the colours come from antd's defaults.
 */
export const RouterErrorView = ({ error }: RouterErrorViewProps) => {
  const t = useT();
  const { token } = theme.useToken();
  const detail = describe(error);

  return (
    <Flex align="center" justify="center" style={{ minHeight: "100vh", padding: 24, background: token.colorBgLayout }}>
      <Result
        icon={<WarningOutlined style={{ color: token.colorError }} aria-hidden />}
        title={t("error.router.title", "Unexpected Application Error!")}
        subTitle={t("error.router.description", "Something went wrong while showing this page.")}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            {t("error.router.reload", "Reload page")}
          </Button>
        }
      >
        {detail && (
          <Typography.Paragraph code copyable style={{ maxWidth: 640, margin: "0 auto", whiteSpace: "pre-wrap" }}>
            {detail}
          </Typography.Paragraph>
        )}
      </Result>
    </Flex>
  );
};

/** For a data router's errorElement: reads the thrown error from the route. */
export const RouterError = () => <RouterErrorView error={useRouteError()} />;

export default RouterError;
