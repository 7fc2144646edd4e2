import { useOne, useTranslate, type HttpError } from "@refinedev/core";
import { Alert, Avatar, Flex, Form, Skeleton, theme, Typography } from "antd";
import { MutedText } from "@/components/widgets/MutedText";
import { useDebouncedValue } from "@/components/widgets/useDebouncedValue";
import { useCssEllipsis } from "@/components/widgets/useCssEllipsis";
import { TIMING } from "@/config";
import { errorText } from "@/lib/errorText";
import { appPreview, previewId, type AppPreview } from "@/registry/lookups/apps";

/** The store's name, publisher and icon for the typed id and locale, asked once typing rests 1 s; 404: `onMissing`. */
export const AppPreviewCard = ({ onMissing }: { onMissing: () => void }) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const cut = useCssEllipsis();
  const typed = (Form.useWatch<string | undefined>("appId") ?? "").trim();
  const code = Form.useWatch<string | null | undefined>("locale") ?? undefined;
  const appId = useDebouncedValue(typed, TIMING.appPreviewDelayMs);
  const typing = appId !== typed;
  const enabled = appId !== "" && !!code && !typing;
  const { result, query } = useOne<AppPreview, HttpError>({
    resource: appPreview.name,
    id: previewId(appId, code ?? ""),
    queryOptions: { enabled, retry: false },
    errorNotification: (error) => {
      if (error?.statusCode === 404) onMissing();
      return false;
    },
  });

  const box = { minHeight: 72, padding: 12, borderRadius: token.borderRadius, background: token.colorFillAlter };
  if (appId === "" || !code)
    return (
      <Flex align="center" style={box}>
        <MutedText>{t("apps.add.preview_hint")}</MutedText>
      </Flex>
    );
  if (typing || query.isLoading)
    return (
      <Flex style={box} data-testid="app-preview-loading" aria-busy="true">
        <Skeleton avatar active paragraph={{ rows: 1 }} title={{ width: "60%" }} />
      </Flex>
    );
  if (query.error)
    return <Alert type="warning" showIcon message={errorText(query.error, t("apps.add.preview_failed"))} />;
  if (!result) return null;
  return (
    <Flex align="center" gap={12} style={box} data-testid="app-preview" aria-live="polite">
      <Avatar shape="square" size={48} src={result.image} alt="" />
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong className={cut}>
          {result.name}
        </Typography.Text>
        <MutedText>{result.publisher}</MutedText>
      </Flex>
    </Flex>
  );
};
