import type { CSSProperties, ReactNode } from "react";
import { Flex, theme, Typography } from "antd";
import { MutedText } from "@/components/widgets";
import { useNarrowScreen } from "./useNarrowScreen";

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** shown in a tinted tile before the title; phones drop it to leave the title room */
  icon?: ReactNode;
  /** buttons at the end; they wrap under the title on narrow screens */
  actions?: ReactNode;
  /** the top bar already holds the h1 (the page name), so a page's own title is an h2 */
  level?: 1 | 2 | 3 | 4 | 5;
  /** the denser list-page look: a 22 px title with the actions aligned to its top */
  compact?: boolean;
  style?: CSSProperties;
}

export const PageHeader = ({
  title,
  description,
  icon,
  actions,
  level = 2,
  compact = false,
  style,
}: PageHeaderProps) => {
  const { token } = theme.useToken();
  const narrow = useNarrowScreen();
  const showIcon = icon !== undefined && icon !== null && !narrow;
  // An icon header shrinks its title on phones, where the tile is gone and the row is short.
  const fontSize = compact ? 22 : icon !== undefined && icon !== null && narrow ? token.fontSizeHeading3 : undefined;
  return (
    <Flex align={compact ? "flex-start" : "center"} justify="space-between" gap={16} wrap style={style}>
      <Flex align="center" gap={16} style={{ minWidth: 0, flex: "1 1 280px" }}>
        {showIcon && (
          <Flex
            align="center"
            justify="center"
            aria-hidden
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
          <Typography.Title level={level} style={{ margin: 0, fontSize }}>
            {title}
          </Typography.Title>
          {description !== undefined && description !== null && description !== "" && (
            <MutedText>{description}</MutedText>
          )}
        </div>
      </Flex>
      {actions && (
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      )}
    </Flex>
  );
};

export default PageHeader;
