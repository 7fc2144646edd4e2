import type { CSSProperties, ReactNode } from "react";
import { Flex, theme, Typography } from "antd";
import { MutedText } from "@/components/widgets/MutedText";
import { useNarrowScreen } from "./useNarrowScreen";

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** shown in a tinted tile before the title; phones drop it to leave the title room */
  icon?: ReactNode;
  /** they wrap under the title on narrow screens */
  actions?: ReactNode;
  /** the top bar already holds the h1 (the page name), so a page's own title is an h2 */
  level?: 1 | 2 | 3 | 4 | 5;
  /** kept for the pages that ask for it: every header has the one look */
  compact?: boolean;
  style?: CSSProperties;
}

export const PageHeader = ({ title, description, icon, actions, level = 2, style }: PageHeaderProps) => {
  const { token } = theme.useToken();
  const narrow = useNarrowScreen();
  const showIcon = icon !== undefined && icon !== null && !narrow;
  // One title size on every page; a phone's is smaller, so a long title wraps between words, not inside one.
  const fontSize = narrow ? token.fontSizeHeading4 : token.fontSizeHeading3;
  return (
    // The mark lets a test find the one shared header on every page.
    <Flex align="center" justify="space-between" gap={16} wrap style={style} data-page-header="">
      <Flex align="center" gap={16} style={{ minWidth: 0, flex: "1 1 280px" }}>
        {showIcon && (
          <Flex
            align="center"
            justify="center"
            aria-hidden
            data-page-icon=""
            style={{
              width: 48,
              height: 48,
              flexShrink: 0,
              borderRadius: token.borderRadiusLG,
              background: token.colorPrimaryBg,
              color: token.colorPrimary,
              fontSize: 22,
            }}
          >
            {icon}
          </Flex>
        )}
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={level} style={{ margin: 0, fontSize, overflowWrap: "normal" }}>
            {title}
          </Typography.Title>
          {description !== undefined && description !== null && description !== "" && (
            <MutedText data-page-description="">{description}</MutedText>
          )}
        </div>
      </Flex>
      {actions && (
        <Flex gap={8} wrap justify="flex-end" style={{ marginInlineStart: "auto" }}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
};
