import { Component, lazy, Suspense, type ReactNode } from "react";
import { WarningOutlined } from "@ant-design/icons";
import { useT } from "@/providers/useT";
import { theme } from "antd";
import { IconResult } from "@/components/IconResult";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { DETAIL_STYLE } from "./detailStyle";
import { ReloadButton } from "@/components/ReloadButton";

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

/** The error text as plain code: until the copyable one has loaded, or when it cannot load. */
const PlainDetail = ({ text }: { text: string }) => (
  <div style={DETAIL_STYLE}>
    <code>{text}</code>
  </div>
);

// antd Typography (copyable, with its tooltip) is ~7 KB gzip: not in the main chunk.
const CopyableDetail = lazy(() => import("./RouterErrorDetail").catch(() => ({ default: PlainDetail })));

interface RouterErrorViewProps {
  error: unknown;
}

/** The crash screen may render outside refine and the theme: English fallbacks, antd's default colours. */
const RouterErrorView = ({ error }: RouterErrorViewProps) => {
  const t = useT();
  const { token } = theme.useToken();
  const detail = describe(error);

  return (
    // A plain flex box: antd Flex is ~1.3 KB gzip, and this screen is in the main chunk.
    <div
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        minHeight: "100vh",
        padding: 24,
        background: token.colorBgLayout,
      }}
    >
      <IconResult
        icon={<WarningOutlined style={{ color: token.colorError }} aria-hidden />}
        title={t("error.router.title", "Unexpected Application Error!")}
        subTitle={t("error.router.description", "Something went wrong while showing this page.")}
        extra={<ReloadButton />}
      >
        {detail && (
          <Suspense fallback={<PlainDetail text={detail} />}>
            <CopyableDetail text={detail} />
          </Suspense>
        )}
      </IconResult>
    </div>
  );
};

export const RouterError = () => <RouterErrorView error={useRouteError()} />;

/** The same screen around the declarative router: the data router's ~16 KB gzip stays off the sign-in page. */
export class RouterErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <RouterErrorView error={this.state.error} /> : this.props.children;
  }
}
